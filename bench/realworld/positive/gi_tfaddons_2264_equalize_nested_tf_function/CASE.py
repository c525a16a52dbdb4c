# source: https://github.com/tensorflow/addons/pull/2264
# symptom: histogram equalization of every image retraces (tf.function retracing warnings, slow preprocessing); the nested tf.function is re-created on each call of the outer function
# expect: TFM006 enhance.py:8
# note: the PR thread discusses exactly this shape: a @tf.function defined inside equalize_image and called there; the outer function is called once per image by the preprocessing script
