# source: https://github.com/NicGian/SentITA/pull/5
# symptom: every call to the sentiment function loaded the Keras model from disk again, so each prediction paid the full load (and kept adding a model to the Keras session); the pull request loads the model only on the first predict
# expect: TFM009 sentita/polarity.py:15
# note: folder case: app.py is a Flask service whose POST handler calls sentita.calculate_polarity for each request; calculate_polarity (sentita/polarity.py) loads the tokenizer and the model with load_model on every call and predicts once on the request's sentences, so the predict belongs to the model-per-call root cause (TFM009), not to a separate TFM008 site
