# source: https://github.com/optuna/optuna-examples/issues/81
# symptom: tuning a Keras model with 5-fold GroupKFold inside the Optuna objective works for the first trial and fails on the following ones (a new model per fold and trial, never cleared)
# expect: TFM009 tabular/cv.py:14
# note: folder case: the Optuna objective in tune.py calls crossval() (imported with `from tabular.cv import crossval`), whose fold loop builds a model per fold through ourmodel() from tabular/model.py (imported with `from .model import ourmodel`); nothing calls clear_session
