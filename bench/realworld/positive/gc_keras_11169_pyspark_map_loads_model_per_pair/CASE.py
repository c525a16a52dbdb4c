# source: https://github.com/keras-team/keras/issues/11169
# symptom: scoring 300 million pairs in a PySpark map stalls; only a couple of cores busy, each element loads the model and runs predict one pair at a time
# expect: TFM009 ranker.py:15
# expect: TFM008 ranker.py:16
# note: keeps the report's shape: rdd.map(lambda ...) calls inference() once per element, and inference() loads the .h5 model and predicts a single row every time.
