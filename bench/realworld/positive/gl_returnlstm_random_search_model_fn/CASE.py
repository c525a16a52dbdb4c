# source: https://github.com/DinaMakarova/return-prediction-lstm/blob/HEAD/model.py
# symptom: each random-search iteration builds, compiles and trains a new LSTM; memory grows iteration after iteration over a long search
# expect: TFM009 model.py:8
# note: the search class stores model_fn and calls it once per iteration of run(); the repository calls clear_session only inside the branch that saves an improved model, here it is not called at all
