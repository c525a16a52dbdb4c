"""Batch expected improvement estimated with the reparametrisation sampler."""
import tensorflow as tf

from sampler import IndependentReparametrizationSampler


class BatchMonteCarloEI:
    def __init__(self, model, eta, sample_size=128):
        self._sampler = IndependentReparametrizationSampler(sample_size, model)
        self._eta = eta

    @tf.function
    def __call__(self, at):
        samples = self._sampler.sample(at)
        improvement = tf.maximum(self._eta - samples, 0.0)
        return tf.reduce_mean(tf.reduce_max(improvement, axis=-2), axis=0)
