# source: https://github.com/alex88o/LSTMforPopularity
# symptom: repeated walk-forward experiment slows down repeat after repeat: a new stateful LSTM is built for every repeat and model.predict is called once per test point
# expect: TFM009 forecast/lstm.py:8
# expect: TFM008 forecast/lstm.py:28
# note: pattern of update_during_training.py in that repository: experiment() loops over repeats calling fit_lstm (builds and trains a Sequential) and, inside, over test points calling forecast_lstm (single-sample model.predict). Here the loops stay in update_during_training.py and the Keras code lives in forecast/lstm.py, helpers in forecast/prep.py.
