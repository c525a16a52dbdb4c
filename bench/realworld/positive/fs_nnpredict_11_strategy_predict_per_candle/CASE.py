# source: https://github.com/nateemma/strategies/issues/11
# symptom: a freqtrade bot running these neural-network strategies uses 60% of the RAM after one hour and keeps growing until the process stops after about 8 hours; memory is never released between iterations
# expect: TFM008 strategies/predictors.py:27
# note: folder case after the NNPredict strategies: the bot loop in bot.py calls populate_indicators() for every pair on every iteration; the strategy (strategies/nn_predict.py) keeps one predictor per pair behind a cache and asks it for predictions over the latest 128 windows, and NNPredictorLSTM.predict (strategies/predictors.py) calls Keras predict on every call
