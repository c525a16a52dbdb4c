# source: https://github.com/AITTSMD/MTCNN-Tensorflow/issues/28
# symptom: test-time image pyramid runs the P-Net on every scale of every image; each new scaled size triggers tf.function retracing warnings and detection slows down
# expect: TFM001 mtcnn_detector.py:17
# note: TF2 port of MtcnnDetector.detect_pnet: the P-Net forward pass is a tf.function without input_signature and is called with a differently sized tensor at each pyramid level
