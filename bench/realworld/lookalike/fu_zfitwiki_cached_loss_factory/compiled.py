import functools

import numpy as np
import tensorflow as tf


class GaussPDF:
    def __init__(self, name):
        self.name = name

    def log_prob(self, x, mu, sigma):
        return -0.5 * ((x - mu) / sigma) ** 2 - tf.math.log(sigma * np.sqrt(2 * np.pi))


_DATA = {}


def register_data(key, values):
    _DATA[key] = tf.constant(values, dtype=tf.float64)


@functools.lru_cache(maxsize=32)
def compiled_nll(pdf, data_key):
    data = _DATA[data_key]

    @tf.function(input_signature=[tf.TensorSpec([2], tf.float64)])
    def value_and_gradient(params):
        with tf.GradientTape() as tape:
            tape.watch(params)
            nll = -tf.reduce_sum(pdf.log_prob(data, params[0], params[1]))
        return nll, tape.gradient(nll, params)

    return value_and_gradient
