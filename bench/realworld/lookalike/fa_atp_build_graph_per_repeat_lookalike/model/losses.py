import numpy as np
import tensorflow as tf


def nll(y, mu, log_sigma):
    sigma = tf.exp(log_sigma)
    per_point = 0.5 * tf.math.log(2 * np.pi) + log_sigma + 0.5 * tf.square((y - mu) / sigma)
    return tf.reduce_sum(per_point), tf.reduce_mean(per_point), tf.reduce_mean(tf.square(y - mu))
