"""Time-warped PCA (TF1 graph mode)."""
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


class TWPCA:
    def __init__(self, data, n_components, warp_penalty=1e-2, smooth_penalty=1e-3):
        n_trials, n_time, n_neurons = data.shape
        self.data = data
        self._data = tf.constant(data, dtype=tf.float32)
        self.trial_factors = tf.Variable(tf.zeros([n_trials, n_components]), name="trial")
        self.time_factors = tf.Variable(tf.zeros([n_time, n_components]), name="time")
        self.neuron_factors = tf.Variable(tf.zeros([n_neurons, n_components]), name="neuron")
        self.warp_params = tf.Variable(tf.zeros([n_trials, n_time]), name="warp")

        warps = tf.cumsum(tf.nn.softplus(self.warp_params), axis=1)
        warped_time = tf.einsum("kt,tc->ktc", warps / float(n_time), self.time_factors)
        self._pred = tf.einsum("ktc,kc,nc->ktn", warped_time, self.trial_factors,
                               self.neuron_factors)
        recon = tf.reduce_mean((self._pred - self._data) ** 2)
        reg = warp_penalty * tf.reduce_sum(tf.square(self.warp_params))
        reg += smooth_penalty * tf.reduce_sum(tf.square(self.time_factors[1:] - self.time_factors[:-1]))
        self.objective = recon + reg
        self.train_op = tf.train.AdamOptimizer(1e-2).minimize(self.objective)

    def fit(self, sess, niter=500):
        sess.run(tf.global_variables_initializer())
        u, s, vt = np.linalg.svd(self.data.mean(axis=0), full_matrices=False)
        k = self.time_factors.shape[1]
        sess.run(tf.assign(self.time_factors, u[:, :k] * s[:k]))
        sess.run(tf.assign(self.neuron_factors, vt[:k].T))
        for _ in range(niter):
            sess.run(self.train_op)
        return sess.run(self.objective)
