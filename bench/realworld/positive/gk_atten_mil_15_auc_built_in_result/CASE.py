# source: https://github.com/utayao/Atten_Deep_MIL/issues/15
# symptom: to get a bag-level AUC the user's metric builds a new tf.keras.metrics.AUC inside result(); it only worked with run_eagerly=True, compiled it tries to create variables on every call
# expect: TFM014 metrics.py:26
# note: result() is called from the @tf.function eval step in evaluate.py for every bag, so the AUC metric (and its variables) is constructed inside the traced function each call; the MIL loop runs per fold
