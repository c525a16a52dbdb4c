# source: https://github.com/keon/deep-q-learning/issues/8
# symptom: DQN on CartPole slows down and RAM grows as episodes go on; model.predict is called for every environment step and every replayed transition
# expect: TFM008 agents/dqn.py:37
# expect: TFM008 agents/dqn.py:45
# expect: TFM008 agents/dqn.py:46
# note: train_cartpole.py loops over episodes and time steps calling DQNAgent.act and DQNAgent.replay (agents/dqn.py, re-exported from agents/__init__.py); act calls model.predict on one state per step and replay calls it twice per sampled transition.
