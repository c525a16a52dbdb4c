# source: https://github.com/flwrlabs/flower/issues/700
# symptom: running the single-machine simulation example (TensorFlow, 100 clients, 100 rounds) on a 48 GB machine, memory use keeps rising round after round until the system runs out of memory; with 10 clients it rises more slowly
# expect: TFM009 fedsim/client.py:31
# note: folder case: main.py hands client_fn (fedsim/client.py) to fl.simulation.start_simulation, which calls it for every sampled client in every round; each call builds and compiles a fresh keras.applications.MobileNetV2 in the same process and nothing clears the Keras session
