"""Classical energy-based model over bitstrings (K-local Boltzmann energy)."""
import itertools

import tensorflow as tf


class KOBE(tf.Module):
    def __init__(self, num_bits, order, name=None):
        super().__init__(name=name)
        self.num_bits = num_bits
        self.indices = [list(c) for k in range(1, order + 1)
                        for c in itertools.combinations(range(num_bits), k)]
        self.thetas = tf.Variable(tf.random.uniform([len(self.indices)], -0.1, 0.1))

    def energy(self, bitstrings):
        spins = 1.0 - 2.0 * tf.cast(bitstrings, tf.float32)
        terms = [tf.reduce_prod(tf.gather(spins, idx, axis=1), axis=1) for idx in self.indices]
        return tf.linalg.matvec(tf.stack(terms, axis=1), self.thetas)


def sample_bitstrings(model, num_samples):
    return tf.random.uniform([num_samples, model.num_bits], 0, 2, dtype=tf.int32)


@tf.function
def expectation(model, num_samples, observable_bits):
    samples = sample_bitstrings(model, num_samples)
    logits = -model.energy(samples)
    weights = tf.nn.softmax(logits)
    spins = 1.0 - 2.0 * tf.cast(tf.gather(samples, observable_bits, axis=1), tf.float32)
    return tf.reduce_sum(weights * tf.reduce_prod(spins, axis=1))
