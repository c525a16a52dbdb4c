# source: https://github.com/PacktPublishing/AI-Crash-Course/issues/2
# symptom: Chapter 13 snake DQN: memory creeps up during training until the OS kills the process (TF 2.14, CPU and GPU)
# expect: TFM008 train.py:25
# expect: TFM008 replay.py:27
# expect: TFM008 replay.py:28
# note: choose_action() is called every game step; get_batch() is called every step and predicts twice per sampled
# note: transition. snake_env is the book's environment module, not reproduced.
