# source: https://github.com/secondmind-labs/trieste/pull/340
# note: the approach of the PRs that fixed the retraced acquisition functions (this one covers batch Monte-Carlo expected improvement): the acquisition function is an object whose state lives in tf.Variables created once in __init__, update() only assigns new values, and __call__ is traced once with an input_signature, so each Bayesian-optimisation step reuses the same graph
import numpy as np
import tensorflow as tf

DIM, BATCH, SAMPLES = 2, 3, 1000


class BatchMonteCarloExpectedImprovement:
    def __init__(self, model, num_points):
        self._model = model
        self._eta = tf.Variable(0.0, dtype=tf.float64, trainable=False)
        self._noise = tf.Variable(tf.random.normal([SAMPLES, BATCH], dtype=tf.float64), trainable=False)
        self._call = tf.function(self._ei, input_signature=[tf.TensorSpec([None, BATCH, DIM], tf.float64)])

    def update(self, observations):
        self._eta.assign(tf.reduce_min(observations))
        self._noise.assign(tf.random.normal([SAMPLES, BATCH], dtype=tf.float64))

    def _ei(self, x):
        mean, var = self._model.predict_f(tf.reshape(x, [-1, DIM]))
        mean = tf.reshape(mean, [-1, BATCH])
        std = tf.sqrt(tf.reshape(var, [-1, BATCH]))
        samples = mean[:, None, :] + std[:, None, :] * self._noise[None]
        improvement = tf.maximum(self._eta - tf.reduce_min(samples, axis=-1), 0.0)
        return tf.reduce_mean(improvement, axis=-1, keepdims=True)

    def __call__(self, x):
        return self._call(x)


def optimize(model, objective, steps=30, rng=np.random.default_rng(0)):
    x_obs = rng.uniform(size=(10, DIM))
    y_obs = objective(x_obs)
    acq = BatchMonteCarloExpectedImprovement(model, BATCH)
    for step in range(steps):
        model.fit(x_obs, y_obs)
        acq.update(tf.constant(y_obs))
        candidates = tf.constant(rng.uniform(size=(512, BATCH, DIM)))
        best = candidates[int(tf.argmax(acq(candidates)[:, 0]))].numpy()
        x_obs = np.vstack([x_obs, best])
        y_obs = np.concatenate([y_obs, objective(best)])
    return x_obs[np.argmin(y_obs)]
