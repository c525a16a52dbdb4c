# source: https://github.com/marload/DeepRL-TensorFlow2/blob/HEAD/DQN/DQN_Discrete.py
# symptom: CartPole training crawls: every environment step and every replay minibatch goes through Keras model.predict, which sets up a whole prediction loop for one state
# expect: TFM008 networks.py:16
# note: folder case; the episode loop (a while-not-done loop in agent.py) reaches QNetwork.estimate through Agent.choose_action and Agent.replay; the Keras model is built once per network in networks.py
