# source: https://github.com/keras-team/keras/issues/17350
# note: variant of the thread's tf.Variable-accumulator answer: the two accumulators are created once in the model constructor, test_step only assigns to them, and the per-epoch reset assigns empty tf.zeros tensors instead of building new variables; the callback keeps only Python floats per epoch
