# source: https://github.com/tensorflow/tensorflow/issues/50691
# symptom: k-fold cross-validation of a subclassed model: a new model and Adam optimizer per fold while the traced train/inference steps are shared; later folds fail with FailedPreconditionError and memory grows fold after fold
# expect: TFM009 crossval.py:15
# note: the fold while-loop instantiates the tf.keras.Model subclass (defined in model.py) and trains it each fold, with no clear_session between folds
