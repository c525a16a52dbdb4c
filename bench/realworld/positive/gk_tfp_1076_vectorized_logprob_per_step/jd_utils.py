"""Helpers around the joint distribution of the hierarchical model."""
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


def batched_log_prob(model, draws, observed):
    """Log density of every posterior draw, vectorised over the draw axis."""

    @tf.function(autograph=False)
    def one_draw(mu, tau, theta):
        return model.log_prob([mu, tau, theta, observed])

    return tf.vectorized_map(lambda d: one_draw(*d), draws)
