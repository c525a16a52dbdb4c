# source: https://github.com/tensorflow/tensorflow/issues/31175
# symptom: RSS grows epoch after epoch; the epoch-level tf.function is traced again on every call because a new bound method object (self.train_step / self.eval_step) is passed in as an argument
# expect: TFM001 seq2seq/trainer.py:23
# note: keeps the report's shape: a trainer class whose epoch loop is one tf.function taking the step function and the dataset; fit() calls it twice per epoch from a plain Python loop
