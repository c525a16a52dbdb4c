# source: https://github.com/fabiodimarco/tf-levenberg-marquardt/issues/17
# symptom: a tf.function retracing warning while training; the reporter silenced it by casting the step counter to a tensor (tf.cast(step, tf.int64)) before it reaches the traced function
# expect: TFM007 train.py:16
# note: a custom training loop of my own: train.py imports the traced step with `from steps import train_step` and passes the Python loop index, which the step uses to damp its update
