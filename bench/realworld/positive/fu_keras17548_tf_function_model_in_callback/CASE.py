# source: https://github.com/keras-team/keras/issues/17548
# symptom: every time a tf.function is created from the model the Dropout layer's internal seed moves by +1, and the held-out evaluation traces the whole model again at each epoch end
# expect: TFM006 monitor.py:20
# note: the report wraps the same model in tf.function repeatedly; here a custom callback does it in on_epoch_end (a hook that runs every epoch), so a new function object is created and traced per epoch while fit() runs in train.py
