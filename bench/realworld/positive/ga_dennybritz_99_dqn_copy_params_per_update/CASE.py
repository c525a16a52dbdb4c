# source: https://github.com/dennybritz/reinforcement-learning/pull/99
# symptom: memory builds up slowly over ~500k DQN steps; copy_model_parameters() defines new assign ops on every call, leaving disconnected subgraphs
# expect: TFM010 estimators.py:55
# note: the target-network sync helper is called every update_target_every steps from the training loop in train.py; each call adds one assign op per variable to the default graph before sess.run
