"""Sparse regression model refit on a rolling window (graph mode)."""
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1


class RollingRegressor(object):
    def __init__(self, n_features, n_inducing=32, lr=0.01):
        self.lr = lr
        self.x = tf1.placeholder(tf.float64, [None, n_features])
        self.y = tf1.placeholder(tf.float64, [None, 1])
        init_z = np.random.randn(n_inducing, n_features)
        self.z = tf1.get_variable("inducing", initializer=init_z)
        self.log_ls = tf1.get_variable("log_lengthscale", initializer=np.zeros(n_features))
        self.w = tf1.get_variable("weights", initializer=np.zeros((n_inducing, 1)))
        d = tf.expand_dims(self.x, 1) - tf.expand_dims(self.z, 0)
        k = tf.exp(-0.5 * tf.reduce_sum(tf.square(d / tf.exp(self.log_ls)), -1))
        self.mean = tf.matmul(k, self.w)
        self.loss = tf.reduce_mean(tf.square(self.mean - self.y)) + 1e-3 * tf.reduce_sum(tf.square(self.w))
        self.sess = tf1.Session()
        self.sess.run(tf1.global_variables_initializer())

    def fit(self, x, y, maxiter=200):
        train_op = tf1.train.AdamOptimizer(self.lr).minimize(self.loss)
        opt_vars = [v for v in tf1.global_variables() if "Adam" in v.name or "beta" in v.name]
        self.sess.run(tf1.variables_initializer(opt_vars))
        feed = {self.x: x, self.y: y}
        for _ in range(maxiter):
            self.sess.run(train_op, feed)
        return self.sess.run(self.loss, feed)

    def predict(self, x):
        return self.sess.run(self.mean, {self.x: x})
