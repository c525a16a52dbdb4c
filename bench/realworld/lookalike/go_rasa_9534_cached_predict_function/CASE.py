# source: https://github.com/RasaHQ/rasa/issues/9534
# symptom: tf.function retracing warnings when dialogue policies predict many times
# note: the prediction function is built once and cached on the policy behind an `is None` guard, with a fixed input_signature (batch and history axes left as None), so repeated messages reuse one trace
