# source: https://github.com/jannerm/mbpo/issues/27
# symptom: each call of the ensemble's _save_state/_set_state adds nodes to the TensorFlow graph (node count and RSS go up by about 100 MB per call) until long runs hit OOM
# expect: TFM010 models/fc.py:22
# expect: TFM010 models/fc.py:26
# note: models/bnn.py trains the ensemble epoch by epoch and snapshots improving members; the layer helpers in models/fc.py slice the variables and build new assign ops every time they are asked to read or write a snapshot, and train_model() is called again for every model-rollout round in main.py
