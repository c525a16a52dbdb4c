# source: https://github.com/IBM/graph2tac/pull/95
# note: the PR expands the shuffle buffer to the whole dataset, placing it after an in-memory cache and before repeat: the cache already holds every element, so the full-size buffer does not change memory use substantially, and shuffling before repeat buffers no element twice
import numpy as np
import tensorflow as tf

NUM_EXAMPLES = 500_000


def examples():
    rng = np.random.default_rng(0)
    for i in range(NUM_EXAMPLES):
        n = int(rng.integers(4, 32))
        yield rng.integers(0, 1000, size=n).astype(np.int32), np.int32(i % 50)


def make_train_dataset(batch_size=64):
    ds = tf.data.Dataset.from_generator(
        examples,
        output_signature=(tf.TensorSpec([None], tf.int32), tf.TensorSpec([], tf.int32)),
    )
    ds = ds.map(lambda toks, tac: (toks % 997, tac))
    ds = ds.cache()
    ds = ds.shuffle(NUM_EXAMPLES)
    ds = ds.repeat()
    ds = ds.padded_batch(batch_size)
    return ds.prefetch(tf.data.AUTOTUNE)
