# source: https://github.com/Eriri/brb/issues/2
# symptom: training() is called once per cross-validation fold from the loop in run_cv.py and defines the tf.function dist_train_step inside, so every fold creates and traces a new graph ("triggered tf.function retracing")
# expect: TFM006 brb/training.py:28
# note: folder case: the fold loop is in run_cv.py, the helper in the package module brb/training.py (imported with `from brb.training import training`); the belief-rule-base model is a small Keras model built per fold
