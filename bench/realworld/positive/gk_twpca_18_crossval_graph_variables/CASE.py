# source: https://github.com/ganguli-lab/twpca/pull/18
# symptom: cross-validation gets slower and slower in the model creation step; every new model adds its variables (and initialisers, optimiser slots) to the same default graph
# expect: TFM002 twpca_model.py:13
# expect: TFM002 twpca_model.py:14
# expect: TFM002 twpca_model.py:15
# expect: TFM002 twpca_model.py:16
# note: TF1 graph mode; crossval.py builds a new TWPCA (four tf.Variable attributes) for every (n_components, repeat) pair in one session without resetting the graph
