# source: https://github.com/mhorlacher/igrads/blob/main/igrads/igrads.py
# symptom: attributions computed sequence by sequence: every input length and every new model/steps argument traces the tf.functions again; runtime and memory grow with the number of distinct sequence lengths
# expect: TFM001 attribution.py:4
# expect: TFM001 attribution.py:11
# expect: TFM001 attribution.py:26
# note: the attribution helpers are tf.functions that receive the Keras model and a Python int (steps) and inputs of varying length; attribute.py calls integrated_gradients once per sequence of a test set
