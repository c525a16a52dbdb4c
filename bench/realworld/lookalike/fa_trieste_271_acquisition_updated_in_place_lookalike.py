# source: https://github.com/secondmind-labs/trieste/pull/271
# note: the fix for the retraced acquisition functions: the acquisition is built and compiled with tf.function once, on the first step, and later steps only update it (the best observation and the model data live in tf.Variables), so the same compiled function is reused for the whole optimisation loop; the PR notes the variables make the models slightly slower but remove the recompilation
import tensorflow as tf


class ExpectedImprovement:
    def __init__(self):
        self._best = None

    def prepare(self, model, best):
        self._best = tf.Variable(best, trainable=False, dtype=tf.float64)

        @tf.function
        def acquisition(x):
            mean, variance = model.predict(tf.squeeze(x, axis=-2))
            normal = tfp_normal(mean, tf.sqrt(variance))
            return (self._best - mean) * normal.cdf(self._best) + variance * normal.prob(self._best)

        return acquisition

    def update(self, best):
        self._best.assign(best)


def tfp_normal(loc, scale):
    import tensorflow_probability as tfp

    return tfp.distributions.Normal(loc, scale)


class BayesianOptimizer:
    def __init__(self, observer, search_space, model, rule, num_candidates=5000):
        self._observer = observer
        self._search_space = search_space
        self._model = model
        self._rule = rule
        self._num_candidates = num_candidates

    def optimize(self, num_steps, query_points, observations):
        acquisition = None
        for step in range(num_steps):
            self._model.update(query_points, observations)
            self._model.optimize()
            best = tf.reduce_min(observations)
            if acquisition is None:
                acquisition = self._rule.prepare(self._model, best)
            else:
                self._rule.update(best)
            candidates = self._search_space.sample(self._num_candidates)[:, None, :]
            new_point = candidates[tf.argmax(acquisition(candidates))]
            query_points = tf.concat([query_points, new_point], axis=0)
            observations = tf.concat([observations, self._observer(new_point)], axis=0)
        return query_points, observations
