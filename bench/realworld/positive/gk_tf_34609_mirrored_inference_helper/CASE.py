# source: https://github.com/tensorflow/tensorflow/issues/34609
# symptom: converting single-GPU code to MirroredStrategy + tf.function gives slow training and repeated "N out of the last N calls to <function inference> triggered tf.function retracing" warnings
# expect: TFM006 distributed.py:11
# note: one plausible cause kept here: the inference tf.function is defined inside the helper, and the helper is called for every distributed batch from predict.py, so each batch gets a new function object that traces from scratch
