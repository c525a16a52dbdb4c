import numpy as np
import pandas as pd
import tensorflow as tf

o = tf.newaxis


class ERSource:
    """Electronic-recoil source: differential rate of observed (s1, s2) events."""

    data_columns = ("s1", "s2", "drift_time")

    def __init__(self, data: pd.DataFrame, batch_size=100, elife=600e3, g2=20.0):
        self.defaults = dict(elife=elife, g2=g2)
        self.batch_size = batch_size
        self.n_batches = int(np.ceil(len(data) / batch_size))
        self.tensor_cache_list = []
        for i in range(self.n_batches):
            chunk = data.iloc[i * batch_size:(i + 1) * batch_size]
            block = chunk[list(self.data_columns)].values.astype(np.float32)
            self.tensor_cache_list.append(tf.constant(block))

    def _fetch(self, column, i_batch):
        col = self.data_columns.index(column)
        return self.tensor_cache_list[i_batch][:, col]

    @tf.function
    def _differential_rate(self, i_batch, elife, g2):
        s1 = self._fetch("s1", i_batch)
        s2 = self._fetch("s2", i_batch)
        survival = tf.exp(-self._fetch("drift_time", i_batch) / elife)
        mean_s2 = g2 * s1 * survival
        return tf.exp(-0.5 * tf.square((s2 - mean_s2) / tf.sqrt(mean_s2 + 1.0)))

    def batched_differential_rate(self, **params):
        kwargs = {**self.defaults, **params}
        results = []
        for i_batch in range(self.n_batches):
            results.append(self._differential_rate(i_batch, kwargs["elife"], kwargs["g2"]).numpy())
        return np.concatenate(results)
