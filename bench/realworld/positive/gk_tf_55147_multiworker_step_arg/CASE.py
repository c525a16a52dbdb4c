# source: https://github.com/tensorflow/tensorflow/issues/55147
# symptom: with MultiWorkerMirroredStrategy the reduce ops are re-initialised at start and again from time to time; the reporter found he was passing a Python object that changed between calls into the tf.function, so it kept retracing
# expect: TFM007 trainer.py:41
# note: the step counter from enumerate() is handed to the distributed tf.function as a Python int on every call (used for learning-rate warm-up)
