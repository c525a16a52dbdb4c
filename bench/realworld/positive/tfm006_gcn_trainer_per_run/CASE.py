# source: https://github.com/PwnerHarry/Stronger_GCN/issues/1
# symptom: trainer() is called for every run in the loop of train.py and defines the @tf.function optimize_one_step inside, so each run creates and traces a new graph ("triggered tf.function retracing")
# expect: TFM006 utils.py:18
# note: the loop is in train.py, the helper in utils.py, imported with `import utils`
