# source: https://github.com/secondmind-labs/trieste/pull/785
# note: the PR's fix: the random re-initialisation uses TensorFlow random ops inside the traced method with a static Python condition instead of a tf.cond on a tensor, and draws come from tf.random, not NumPy, so each call samples new values; the method takes only self (nothing to retrace on).
import tensorflow as tf
import tensorflow_probability as tfp


class KernelParams(tf.Module):
    def __init__(self, n_dims, randomize_lengthscales=True):
        super().__init__()
        self.lengthscales = tf.Variable(tf.ones([n_dims]), name="lengthscales")
        self.variance = tf.Variable(1.0, name="variance")
        self.randomize_lengthscales = randomize_lengthscales
        self._prior = tfp.distributions.LogNormal(tf.math.log(0.5), 1.0)

    @tf.function
    def randomize_hyperparameters(self):
        if self.randomize_lengthscales:
            self.lengthscales.assign(self._prior.sample(tf.shape(self.lengthscales)))
        self.variance.assign(tf.random.uniform((), 0.1, 2.0))
        return self.lengthscales, self.variance


def best_of_random_restarts(params, objective, num_restarts=20):
    best, best_value = None, float("inf")
    for _ in range(num_restarts):
        params.randomize_hyperparameters()
        value = float(objective(params))
        if value < best_value:
            best_value = value
            best = (params.lengthscales.numpy().copy(), float(params.variance.numpy()))
    return best, best_value
