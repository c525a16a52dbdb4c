# source: https://github.com/Sadaku1993/ReinforcementLearning/blob/HEAD/DeepQLearning/README.md
# symptom: public repository sample (README of the DQN notes); the target-network sync helper builds new tf.assign ops on every call, so the graph and RSS grow and each sync gets slower over a long DQN run
# expect: TFM010 agent.py:39
# note: TF1 graph mode; the sync helper is called every C steps from the session-driven training loop in train.py
