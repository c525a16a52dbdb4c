import numpy as np
import tensorflow as tf


class TinyGP:
    def __init__(self, x, y, lengthscale=0.3, noise=1e-4):
        self.x = tf.constant(x)
        self.y = tf.constant(y)
        k = self._kernel(self.x, self.x) + noise * tf.eye(len(x), dtype=tf.float64)
        self.chol = tf.linalg.cholesky(k)
        self.alpha = tf.linalg.cholesky_solve(self.chol, self.y)
        self.lengthscale = lengthscale

    def _kernel(self, a, b, lengthscale=0.3):
        d = tf.reduce_sum((a[:, None, :] - b[None, :, :]) ** 2, axis=-1)
        return tf.exp(-0.5 * d / lengthscale ** 2)

    def predict(self, at):
        flat = tf.reshape(at, [-1, tf.shape(at)[-1]])
        ks = self._kernel(flat, self.x)
        mean = tf.matmul(ks, self.alpha)
        v = tf.linalg.triangular_solve(self.chol, tf.transpose(ks))
        var = 1.0 - tf.reduce_sum(v ** 2, axis=0)[:, None]
        shape = tf.concat([tf.shape(at)[:-1], [1]], 0)
        return tf.reshape(mean, shape), tf.reshape(var, shape)


def fit_gp(x, y):
    return TinyGP(np.asarray(x, np.float64), np.asarray(y, np.float64))
