# source: https://github.com/keras-team/keras/issues/5935
# symptom: RSS printed by a memory-profiling decorator is higher after every call of a function that builds, fits and predicts with a small Sequential model
# expect: TFM009 fitting/linear.py:10
# expect: TFM008 fitting/linear.py:13
# note: the decorated function of the report (build Sequential, compile, fit 5000 epochs, predict) is fit_line in fitting/linear.py with the decorator in fitting/profiling.py; jobs.py calls it once per sensor series, so the model build and the predict run repeatedly.
