# source: https://github.com/tensorpack/tensorpack/issues/342
# note: resembles a leak: modify some weights after every training step from a callback
# note: the maintainer's recommendation in the thread: create the placeholder and assign op in _setup_graph (called once, before the graph is finalized) and only run them in _trigger_step, which runs every step
import numpy as np
import tensorflow as tf
from tensorpack import Callback


class ZeroSmallWeights(Callback):
    """After every step, zero the weights of one layer whose magnitude is below a threshold."""

    def __init__(self, var_name, threshold=1e-3):
        self.var_name = var_name
        self.threshold = threshold

    def _setup_graph(self):
        self._var = [v for v in tf.trainable_variables() if v.op.name == self.var_name][0]
        self._new_value = tf.placeholder(self._var.dtype.base_dtype, self._var.shape)
        self._assign = self._var.assign(self._new_value)

    def _trigger_step(self):
        sess = self.trainer.sess
        value = sess.run(self._var)
        value[np.abs(value) < self.threshold] = 0.0
        sess.run(self._assign, feed_dict={self._new_value: value})
