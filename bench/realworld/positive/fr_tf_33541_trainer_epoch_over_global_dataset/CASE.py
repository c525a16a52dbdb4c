# source: https://github.com/tensorflow/tensorflow/issues/33541
# symptom: training freezes when the whole epoch (the loop over the dataset) is put inside a tf.function method of a trainer class; taking only the per-batch step into tf.function works
# expect: TFM003 tabular/trainer.py:17
# expect: TFM012 tabular/trainer.py:30
# note: package case: tabular/data.py builds the batched CSV dataset at module level and trainer.py imports it with a relative import; the tf.function epoch iterates that global, and fit() keeps each epoch's loss tensor in self.history
