# source: https://github.com/secondmind-labs/trieste/issues/178
# symptom: TensorFlow emits retracing warnings for the batch Monte Carlo expected improvement on every step of the Bayesian optimisation loop: the acquisition function is rebuilt and compiled again for each query, so "function compilation is not working and the code will be slower"
# expect: TFM006 40
# note: ask() is called once per step from run(); it builds a new acquisition closure around the current best value and wraps it in tf.function before optimising it over sampled candidate batches
import numpy as np
import tensorflow as tf


class BatchMonteCarloExpectedImprovement:
    def __init__(self, sample_size, jitter=1e-6):
        self._sample_size = sample_size
        self._jitter = jitter

    def prepare(self, model, best):
        normal = tf.random.normal([self._sample_size, 1, 1], dtype=tf.float64)

        def acquisition(x):
            mean, cov = model.predict_joint(x)
            chol = tf.linalg.cholesky(cov + self._jitter * tf.eye(tf.shape(cov)[-1], dtype=cov.dtype))
            samples = mean[None, ..., 0] + tf.squeeze(chol[None] @ normal[..., None], -1)
            improvement = tf.maximum(best - tf.reduce_min(samples, axis=-1), 0.0)
            return tf.reduce_mean(improvement, axis=0)

        return acquisition


class AskTellOptimizer:
    def __init__(self, search_space, model, rule, batch_size=3, num_candidates=2000):
        self._search_space = search_space
        self._model = model
        self._rule = rule
        self._batch_size = batch_size
        self._num_candidates = num_candidates
        self._query_points = tf.zeros([0, search_space.dimension], tf.float64)
        self._observations = tf.zeros([0, 1], tf.float64)

    def ask(self):
        best = tf.reduce_min(self._observations) if self._observations.shape[0] else tf.constant(np.inf, tf.float64)
        acquisition = self._rule.prepare(self._model, best)
        compiled = tf.function(acquisition)
        candidates = self._search_space.sample(self._num_candidates * self._batch_size)
        candidates = tf.reshape(candidates, [self._num_candidates, self._batch_size, -1])
        scores = compiled(candidates)
        return candidates[tf.argmax(scores)]

    def tell(self, query_points, observations):
        self._query_points = tf.concat([self._query_points, query_points], axis=0)
        self._observations = tf.concat([self._observations, observations], axis=0)
        self._model.update(self._query_points, self._observations)
        self._model.optimize()

    def run(self, observer, num_steps):
        for step in range(num_steps):
            query_points = self.ask()
            self.tell(query_points, observer(query_points))
            print(f"step {step}: best so far {float(tf.reduce_min(self._observations)):.4f}")
        return self._query_points, self._observations
