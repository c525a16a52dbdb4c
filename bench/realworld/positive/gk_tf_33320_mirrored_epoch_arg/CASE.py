# source: https://github.com/tensorflow/tensorflow/issues/33320
# symptom: MirroredStrategy custom loop over TFRecords is slower than one GPU; the log shows "N out of the last N calls to <function distributed_train_step> triggered tf.function retracing ... passing python objects instead of tensors"
# expect: TFM007 train.py:53
# note: the epoch number is passed to distributed_train_step as a Python int, so every epoch traces the whole distributed step again
