# source: https://github.com/keras-team/keras/issues/9011
# symptom: calling K.ctc_decode() (wrapped in K.get_value) inside a large loop makes memory grow and each call take longer and longer; the reporter runs two TF1 detection graphs and one Keras CRNN recognizer in the same process
# expect: TFM010 ocr/recognizer.py:39
# note: run_ocr.py loops over detected text crops and calls CRNNRecognizer.read_line in another module; every call adds a new CTC-decoding subgraph to the Keras session graph and evaluates it with K.get_value
