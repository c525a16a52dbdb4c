# source: https://github.com/choderalab/gimlet/issues/13
# symptom: static checker report: init() is called for every fold of every hyperparameter point, and the model classes it defines have @tf.function call methods, so every call creates new tf.functions and traces them again ("triggered tf.function retracing")
# expect: TFM006 lipo_nets.py:18
# expect: TFM006 lipo_nets.py:33
# note: the search loop is in ht_search.py, which reaches the builder through `import lipo_nets` and `lipo_nets.init(point)`; init publishes the model and optimizer through module globals, as the original script does
