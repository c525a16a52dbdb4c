# source: https://github.com/kiudee/cs-ranking/issues/148
# symptom: during hyper-parameter optimization the old networks are never freed and accumulate in memory (the reason the estimators grew a clear_memory() method)
# expect: TFM009 ranker/feta.py:31
# note: the tuner loop (tune.py) refits one estimator per hyper-parameter point; the estimator's fit() in another module builds a fresh functional Keras model every call, in the same session
