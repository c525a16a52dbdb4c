# source: https://github.com/weinman/cnn_lstm_ctc_ocr/issues/41
# symptom: recognising a folder of word images one by one gets slower per image and memory grows: the model graph, decoder and Saver are rebuilt for every image instead of loading the model once
# expect: TFM010 recognizer.py:24
# expect: TFM010 recognizer.py:26
# note: TF1; transcribe.py loops over image files and calls recognizer.recognize(), which builds placeholders, the CNN-LSTM, the CTC decoder and a Saver in the default graph, restores and runs them
