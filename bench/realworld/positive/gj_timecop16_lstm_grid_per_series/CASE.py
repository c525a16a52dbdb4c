# source: https://github.com/BBVA/timecop/pull/16
# symptom: the LSTM engine's hyper-parameter optimisation builds and trains a new network for every (lag, units) combination on every API call, so the forecasting service grows in memory with each request
# expect: TFM009 engines/lstm.py:28
# note: the Flask endpoint calls anomaly_lstm once per submitted series; inside it a nested loop over candidate lags and unit counts builds, compiles and fits a Sequential model per combination, without clear_session
