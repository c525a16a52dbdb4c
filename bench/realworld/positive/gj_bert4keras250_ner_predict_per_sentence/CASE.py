# source: https://github.com/bojone/bert4keras/issues/250
# symptom: "triggered tf.function retracing" warnings and very slow NER prediction: the BERT-CRF model has a None sequence length and every sentence of a different length goes through model.predict on its own
# expect: TFM008 ner/recognizer.py:25
# note: the document pipeline splits text into sentences and calls recognize() once per sentence; recognize() runs model.predict on a single sentence
