import numpy as np
import tensorflow as tf


class GPR(object):
    """Exact GP regression with a Matern-5/2 kernel (TF1 graph)."""

    def __init__(self, input_dim=1):
        self.X = tf.placeholder(tf.float64, [None, input_dim], name="X")
        self.Y = tf.placeholder(tf.float64, [None, 1], name="Y")
        self.log_lengthscale = tf.Variable(0.0, dtype=tf.float64, name="log_lengthscale")
        self.log_variance = tf.Variable(0.0, dtype=tf.float64, name="log_variance")
        self.log_noise = tf.Variable(-2.0, dtype=tf.float64, name="log_noise")
        self.trainable_params = [self.log_lengthscale, self.log_variance, self.log_noise]

    def kernel(self, A, B):
        d = tf.sqrt(tf.reduce_sum(tf.square(A[:, None, :] - B[None, :, :]), -1) + 1e-12)
        r = np.sqrt(5.0) * d / tf.exp(self.log_lengthscale)
        return tf.exp(self.log_variance) * (1.0 + r + tf.square(r) / 3.0) * tf.exp(-r)

    def log_marginal_likelihood(self):
        n = tf.shape(self.X)[0]
        K = self.kernel(self.X, self.X) + tf.exp(self.log_noise) * tf.eye(n, dtype=tf.float64)
        L = tf.cholesky(K)
        alpha = tf.cholesky_solve(L, self.Y)
        return (-0.5 * tf.reduce_sum(self.Y * alpha) - tf.reduce_sum(tf.log(tf.matrix_diag_part(L)))
                - 0.5 * tf.cast(n, tf.float64) * np.log(2 * np.pi))
