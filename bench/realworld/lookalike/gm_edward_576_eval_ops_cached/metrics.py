"""Posterior predictive checks for the Bayesian regression model."""
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1


class PredictiveMSE(object):
    """Builds the averaging / MSE graph on first use and reuses it afterwards."""

    def __init__(self, n_samples=100):
        self.n_samples = n_samples
        self._samples_ph = None
        self._target_ph = None
        self._mse = None

    def _build(self):
        self._samples_ph = tf1.placeholder(tf.float32, [self.n_samples, None], name="pp_samples")
        self._target_ph = tf1.placeholder(tf.float32, [None], name="pp_target")
        y_pred = tf.reduce_mean(self._samples_ph, axis=0)
        self._mse = tf.reduce_mean(tf.square(y_pred - self._target_ph))

    def __call__(self, sess, y_post, feed, y_true):
        if self._mse is None:
            self._build()
        samples = np.stack([sess.run(y_post, feed_dict=feed) for _ in range(self.n_samples)])
        return float(sess.run(self._mse, {self._samples_ph: samples,
                                          self._target_ph: np.asarray(y_true, np.float32)}))
