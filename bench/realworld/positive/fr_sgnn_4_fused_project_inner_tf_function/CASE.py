# source: https://github.com/nicknochnack/RealTimeSignLanguageDetectionwithTFJS/issues/4
# symptom: fused_project defines a tf.function inside itself and calls it, while fused_project is called repeatedly in a loop, so every call creates and traces a new graph and TensorFlow emits the retracing warning
# expect: TFM006 sgnn/projection.py:11
# note: package case after the vendored sgnn.py the report points at: classify.py loops over batches and calls sgnn.projection_features, whose list comprehension calls fused_project once per seed; the inner @tf.function is re-created on every call
