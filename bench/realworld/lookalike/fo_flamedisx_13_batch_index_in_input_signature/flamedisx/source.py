import numpy as np
import pandas as pd
import tensorflow as tf


class ERSource:
    """Electronic-recoil source with a single trace of its differential rate."""

    data_columns = ("s1", "s2", "drift_time")

    def __init__(self, data: pd.DataFrame, batch_size=100):
        self.batch_size = batch_size
        self.n_events = len(data)
        self.n_batches = int(np.ceil(len(data) / batch_size))
        padded = np.zeros((self.n_batches * batch_size, len(self.data_columns)), np.float32)
        padded[:len(data)] = data[list(self.data_columns)].values
        self.data_tensor = tf.constant(padded.reshape(self.n_batches, batch_size, -1))

    @tf.function(input_signature=[tf.TensorSpec([], tf.int32), tf.TensorSpec([2], tf.float32)])
    def _differential_rate(self, i_batch, ptensor):
        block = tf.gather(self.data_tensor, i_batch)
        s1, s2, drift = block[:, 0], block[:, 1], block[:, 2]
        elife, g2 = ptensor[0], ptensor[1]
        mean_s2 = g2 * s1 * tf.exp(-drift / elife)
        return tf.exp(-0.5 * tf.square((s2 - mean_s2) / tf.sqrt(mean_s2 + 1.0)))

    def batched_differential_rate(self, elife, g2):
        ptensor = tf.constant([elife, g2], tf.float32)
        results = []
        for i_batch in range(self.n_batches):
            results.append(self._differential_rate(tf.constant(i_batch), ptensor).numpy())
        return np.concatenate(results)[:self.n_events]
