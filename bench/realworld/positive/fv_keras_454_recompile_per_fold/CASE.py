# source: https://github.com/keras-team/keras/issues/454
# symptom: cross-validation inside a hyper-parameter search: the model is recompiled for every fold and the compilation time becomes comparable to the training time
# expect: TFM013 netdef.py:15
# note: The network is built once in search.py; reset_net() restores its initial weights and compiles it again for
# note: every fold of every grid point (the approach described in the report, which also notes that a reset without
# note: recompiling leaks optimizer momentum between folds).
