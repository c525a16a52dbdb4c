# source: https://github.com/tensorflow/tensorflow/issues/39992
# symptom: moving from a Keras Sequence to tf.data, a parallel map over a Python sample-fetch function performs worse than expected; with num_parallel_calls equal to the 8-thread private pool the in-order output queue fills up, so the reporter raises num_parallel_calls above the pool size and runs into the execution-order problem of the issue
# expect: TFM004 36
# note: each call runs the Sequence's __getitem__ through tf.numpy_function and returns a whole batch; the case keeps the raised setting (32 calls in flight on an 8-thread pool)
import numpy as np
import tensorflow as tf


class SpectrogramSequence(tf.keras.utils.Sequence):
    def __init__(self, index_file, batch_size=32):
        self.items = np.load(index_file, allow_pickle=True)
        self.batch_size = batch_size

    def __len__(self):
        return len(self.items) // self.batch_size

    def __getitem__(self, idx):
        rows = self.items[idx * self.batch_size:(idx + 1) * self.batch_size]
        x = np.stack([np.load(row["path"]).astype(np.float32) for row in rows])
        y = np.array([row["label"] for row in rows], dtype=np.int64)
        return x, y


def sequence_to_dataset(sequence, threads=8):
    def fetch(idx):
        x, y = sequence[int(idx)]
        return x, y

    def fetch_op(idx):
        x, y = tf.numpy_function(fetch, [idx], (tf.float32, tf.int64))
        x.set_shape([None, 128, 431, 1])
        y.set_shape([None])
        return x, y

    ds = tf.data.Dataset.range(len(sequence)).shuffle(len(sequence))
    ds = ds.map(fetch_op, num_parallel_calls=32, deterministic=True)
    options = tf.data.Options()
    options.threading.private_threadpool_size = threads
    return ds.with_options(options).prefetch(2)


train = sequence_to_dataset(SpectrogramSequence("train_index.npy"))
