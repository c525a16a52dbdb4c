import numpy as np
import tensorflow as tf


class StreamingGP(object):
    """Sparse GP on a sliding buffer of sensor readings (TF1 graph built once)."""

    def __init__(self, num_inducing=32, buffer_size=2000):
        self.buffer_size = buffer_size
        self.xs, self.ys = [], []
        self.X = tf.placeholder(tf.float64, [None, 1])
        self.Y = tf.placeholder(tf.float64, [None, 1])
        self.Z = tf.Variable(np.linspace(0, 1, num_inducing)[:, None], name="inducing")
        self.log_ls = tf.Variable(np.log(0.1), name="lengthscale")
        self.log_noise = tf.Variable(np.log(0.05), name="noise")
        self.params = [self.Z, self.log_ls, self.log_noise]
        kzx = tf.exp(-0.5 * tf.square(self.Z - tf.transpose(self.X)) / tf.exp(2 * self.log_ls))
        resid = self.Y - tf.matmul(kzx, self.Y, transpose_a=True) / tf.cast(tf.shape(self.Z)[0], tf.float64)
        self.nlml = tf.reduce_sum(tf.square(resid)) / tf.exp(self.log_noise) + tf.cast(tf.shape(self.X)[0], tf.float64) * self.log_noise
        self.prior_penalty = tf.square(self.log_ls)

    def add_point(self, t, value):
        self.xs.append([t])
        self.ys.append([value])
        self.xs, self.ys = self.xs[-self.buffer_size:], self.ys[-self.buffer_size:]

    def feed(self):
        return {self.X: np.array(self.xs, dtype=np.float64), self.Y: np.array(self.ys, dtype=np.float64)}
