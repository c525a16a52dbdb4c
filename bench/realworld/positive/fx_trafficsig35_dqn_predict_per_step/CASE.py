# source: https://github.com/AndreaVidali/Deep-QLearning-Agent-for-Traffic-Signal-Control/issues/35
# symptom: memory of the training process doubles after each episode; the agent queries the Keras model for every simulation step and every replay batch
# expect: TFM008 model.py:27
# expect: TFM008 model.py:30
# note: the DQN wrapper class keeps the Keras model as an attribute; predict_one runs once per simulation step and predict_batch twice per replay batch, all driven from the episode loop in another module
