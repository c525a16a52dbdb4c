"""Joint distribution helpers with a cached, vectorised log-density."""
import functools

import tensorflow as tf
import tensorflow_probability as tfp

tfd = tfp.distributions


def make_model(num_schools, sigma):
    return tfd.JointDistributionSequential([
        tfd.Normal(loc=0.0, scale=10.0, name="mu"),
        tfd.HalfNormal(scale=5.0, name="tau"),
        lambda tau, mu: tfd.Independent(
            tfd.Normal(loc=tf.fill([num_schools], mu), scale=tf.fill([num_schools], tau)),
            reinterpreted_batch_ndims=1, name="theta"),
        lambda theta: tfd.Independent(tfd.Normal(loc=theta, scale=sigma),
                                      reinterpreted_batch_ndims=1, name="y"),
    ])


@functools.lru_cache(maxsize=None)
def vectorized_log_prob_fn(model, observed_ref):
    observed = observed_ref()

    @tf.function(autograph=False)
    def log_prob(mu, tau, theta):
        return tf.vectorized_map(
            lambda d: model.log_prob([d[0], d[1], d[2], observed]), (mu, tau, theta))

    return log_prob
