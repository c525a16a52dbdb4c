# source: https://github.com/AndreaVidali/Deep-QLearning-Agent-for-Traffic-Signal-Control/pull/40
# symptom: episodes of the traffic-signal DQN slow down over a long training run; the pull request adds clear_session to the Keras model module "to avoid slowdown from memory leaks"
# expect: TFM008 model.py:29
# expect: TFM008 model.py:32
# note: folder case after the Keras version of the project: Simulation.run's step loop (training_simulation.py) picks each action through model.predict_one, a single-state predict; the replay loop calls predict_batch twice per training epoch next to a fit(epochs=1) step; training_main.py wires them with `from model import TrainModel`
