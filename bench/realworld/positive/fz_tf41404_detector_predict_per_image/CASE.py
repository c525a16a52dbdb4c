# source: https://github.com/tensorflow/tensorflow/issues/41404
# symptom: host memory keeps growing while running detection image after image with model.predict (fixed by calling model(image) instead)
# expect: TFM008 detector/core.py:26
# note: run_inference.py loops over image files and calls Detector.detect_file -> Detector.detect (detector/core.py), which calls model.predict on a single image; the model comes from tf.keras.models.load_model in __init__.
