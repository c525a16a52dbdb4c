import tensorflow as tf
import tensorflow_probability as tfp


@tf.function
def expected_improvement(mean, variance, best, num_data):
    # the exploration weight decays with the number of observations seen so far
    xi = 0.1 / tf.sqrt(tf.cast(num_data, tf.float64))
    std = tf.sqrt(variance)
    normal = tfp.distributions.Normal(tf.cast(0, mean.dtype), tf.cast(1, mean.dtype))
    z = (best - mean - xi) / std
    return (best - mean - xi) * normal.cdf(z) + std * normal.prob(z)
