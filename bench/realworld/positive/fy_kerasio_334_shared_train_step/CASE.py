# source: https://github.com/keras-team/keras-io/pull/334
# symptom: in a grid search that passes a fresh model and optimizer to one shared tf.function, every trial retraces and later trials fail with "tf.function-decorated function tried to create variables on non-first call"; memory grows trial after trial
# expect: TFM001 steps.py:6
# expect: TFM001 steps.py:16
# expect: TFM009 models.py:5
# note: the pattern the keras-io PR warns about (models/optimizers passed as tf.function arguments), spread over a small search project
