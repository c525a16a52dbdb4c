# source: https://github.com/jk96491/RL_Algorithms/issues/1
# note: the correct form of the agent from the same thread: the per-variable assign ops (with the target variable indexed, as in the reporter's fix) are built once in DQNAgent.__init__ and grouped; update_Target, still called once per episode from main.py, only runs that prebuilt group
