# source: https://github.com/Determined22/zh-NER-TF/issues/48
# symptom: the test code wrapped into a method (entity_extractor) cannot be called a second time: the second call fails with "Variable bi-lstm/bidirectional_rnn/fw/lstm_cell/kernel already exists, disallowed", because every call builds the whole BiLSTM graph again
# expect: TFM010 ner/model.py:11
# expect: TFM002 ner/model.py:14
# expect: TFM010 ner/extractor.py:17
# note: package layout with a chain of two calls: the Flask handler in server.py calls ner.entity_extractor() per request, which constructs BiLSTM_CRF and calls build_graph() (placeholders, a new embedding tf.Variable, LSTM cells) and a new tf.train.Saver before restoring and running the session; the maintainer's answer ("the calling pattern is wrong") means building the model once and only running it per request
