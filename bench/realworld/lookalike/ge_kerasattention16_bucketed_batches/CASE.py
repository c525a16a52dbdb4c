# source: https://github.com/philipperemy/keras-attention/issues/16
# note: bucketing as recommended in the thread: sequences are padded up to a small fixed set of bucket lengths, so train_on_batch only ever sees a handful of shapes (one trace per bucket), not one shape per sequence
