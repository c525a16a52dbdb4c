# source: https://github.com/tensorflow/tensorflow/issues/46245
# symptom: tf.keras ResNet50 predict takes about 800 ms from a Python console but about 12 s per call inside the Flask service
# expect: TFM008 features/extractor.py:29
# note: folder case: the ResNet50 is built once when app.py creates the FeatureExtractor; the POST handler in app.py calls extractor.extract(), which runs model.predict on a single padded image per request
