# source: https://github.com/aboerzel/German_License_Plate_Recognition/issues/8
# symptom: tf.function retracing warnings: fused_project is called in a loop (once per hash seed, and again for every batch) and defines a @tf.function inside itself, so every call creates and traces a new graph
# expect: TFM006 sgnn/projection.py:13
# note: the vendored seq_flow_lite SGNN projection; the per-seed loop is in sgnn/projection.py, the per-batch loop in train.py, and the package __init__ re-exports sgnn_features
