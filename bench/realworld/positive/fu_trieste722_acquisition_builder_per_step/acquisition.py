import numpy as np
import tensorflow as tf
import tensorflow_probability as tfp


def expected_improvement_builder(model, observations):
    mean_obs, _ = model.predict_f(observations)
    eta = tf.reduce_min(mean_obs)

    @tf.function
    def acquisition(x):
        mean, variance = model.predict_f(x)
        normal = tfp.distributions.Normal(mean, tf.sqrt(variance))
        return (eta - mean) * normal.cdf(eta) + variance * normal.prob(eta)

    return acquisition


def propose_next(model, observations, lower, upper, num_samples=5000, seed=None):
    acquisition = expected_improvement_builder(model, observations)
    rng = np.random.default_rng(seed)
    candidates = rng.uniform(lower, upper, size=(num_samples, len(lower)))
    scores = acquisition(tf.constant(candidates))
    best = int(tf.argmax(scores[:, 0]))
    return candidates[best:best + 1]
