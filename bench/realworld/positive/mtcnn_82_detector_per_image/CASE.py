# source: https://github.com/ipazc/mtcnn/issues/82
# symptom: extracting faces from a large image set prints "5 out of the last 5 calls ... triggered tf.function retracing" after a few images and slows down; the detector is constructed inside the loop
# expect: TFM009 extract_faces.py:13
# note: the loop is in extract_faces.py; the detector class (another module, imported with `from facedetect.detector import FaceDetector`) builds three Keras networks through builders from a third module in its constructor
# note: like a builder that returns its model, a class whose constructor builds one is reported where the loop constructs it
