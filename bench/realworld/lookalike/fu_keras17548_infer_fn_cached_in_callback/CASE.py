# source: https://github.com/keras-team/keras/issues/17548
# note: same held-out monitor as in the report's scenario, but the tf.function wrapping the model is created once, under an `is None` guard, and reused at every epoch end; no new function object (and no new Dropout seed) per epoch
