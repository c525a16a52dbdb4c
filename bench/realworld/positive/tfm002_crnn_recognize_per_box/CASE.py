# source: https://github.com/MaybeShewill-CV/CRNN_Tensorflow/issues/254
# symptom: calling the recognizer for each detected text box fails on the second call ('Variable .../W already exists, disallowed'): every call rebuilds the network and its tf.get_variable weights in the same graph
# expect: TFM002 crnn/layers.py:7
# note: detect.py loops over boxes and calls recognize() from crnn/recognizer.py (imported as `from crnn.recognizer import recognize`), which builds the net through crnn/layers.py
