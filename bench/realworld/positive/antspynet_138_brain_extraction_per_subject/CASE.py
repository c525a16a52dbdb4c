# source: https://github.com/ANTsX/ANTsPyNet/issues/138
# symptom: running brain_extraction in a loop over images prints "N out of the last N calls to make_predict_function ... triggered tf.function retracing": every call builds the U-Net again, loads its weights and predicts once
# expect: TFM009 src/neuroseg/extraction.py:24
# note: folder case with a src/ layout: run_batch.py loops over subjects and calls neuroseg.brain_extraction (re-exported by the package __init__); extraction.py builds the network through a builder in networks.py on every call
