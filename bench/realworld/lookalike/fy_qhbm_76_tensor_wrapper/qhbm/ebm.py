"""Classical energy-based model over bitstrings, tracing-friendly public API."""
import itertools

import tensorflow as tf


class KOBE(tf.Module):
    def __init__(self, num_bits, order, name=None):
        super().__init__(name=name)
        self.num_bits = num_bits
        idx = [list(c) for k in range(1, order + 1) for c in itertools.combinations(range(num_bits), k)]
        width = max(len(i) for i in idx)
        self.indices = tf.constant([i + [i[-1]] * (width - len(i)) for i in idx])
        self.mask = tf.constant([[1.0] * len(i) + [0.0] * (width - len(i)) for i in idx])
        self.thetas = tf.Variable(tf.random.uniform([len(idx)], -0.1, 0.1))

    def energy(self, bitstrings):
        spins = 1.0 - 2.0 * tf.cast(bitstrings, tf.float32)
        picked = tf.gather(spins, self.indices, axis=1)
        terms = tf.reduce_prod(picked * self.mask + (1.0 - self.mask), axis=2)
        return tf.linalg.matvec(terms, self.thetas)

    @tf.function(input_signature=[tf.TensorSpec([], tf.int32), tf.TensorSpec([None], tf.int32)])
    def _expectation(self, num_samples, observable_bits):
        samples = tf.random.uniform([num_samples, self.num_bits], 0, 2, dtype=tf.int32)
        weights = tf.nn.softmax(-self.energy(samples))
        spins = 1.0 - 2.0 * tf.cast(tf.gather(samples, observable_bits, axis=1), tf.float32)
        return tf.reduce_sum(weights * tf.reduce_prod(spins, axis=1))


def expectation(model, num_samples, observable_bits):
    """Public entry point: accepts Python or tensor arguments, always calls one trace."""
    num_samples = tf.convert_to_tensor(num_samples, dtype=tf.int32)
    observable_bits = tf.convert_to_tensor(observable_bits, dtype=tf.int32)
    return model._expectation(num_samples, observable_bits)
