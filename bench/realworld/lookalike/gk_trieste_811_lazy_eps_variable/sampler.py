"""Reparametrisation sampler whose noise is drawn once and then reused."""
import tensorflow as tf


class IndependentReparametrizationSampler:
    def __init__(self, sample_size, model):
        self._sample_size = sample_size
        self._model = model
        self._eps = None

    def sample(self, at, jitter=1e-6):
        mean, var = self._model.predict(at[..., None, :])
        if self._eps is None:
            self._eps = tf.Variable(
                tf.random.normal([self._sample_size, tf.shape(mean)[-1]], dtype=tf.float64),
                shape=[self._sample_size, None])
        return mean + tf.sqrt(var + jitter) * tf.cast(self._eps, mean.dtype)

    def reset_sampler(self):
        if self._eps is not None:
            self._eps.assign(tf.random.normal(tf.shape(self._eps), dtype=tf.float64))
