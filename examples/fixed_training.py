"""The same script as leaky_training.py, written so that memory and tracing stay flat."""

import numpy as np
import tensorflow as tf

train_ds = tf.data.Dataset.from_tensor_slices(np.random.rand(256, 8).astype("float32")).batch(32)


def augment(x):
    return np.flip(x, axis=-1)


def py_augment(x):
    return tf.numpy_function(augment, [x], tf.float32)


pipeline = (
    tf.data.Dataset.from_tensor_slices(np.random.rand(1024, 8).astype("float32"))
    .cache()
    .map(py_augment, num_parallel_calls=4)
    .batch(32)
)


@tf.function(input_signature=[tf.TensorSpec(shape=[None, 8], dtype=tf.float32)])
def train_step(x):
    return tf.reduce_sum(x * 2.0)


@tf.function(input_signature=[tf.data.DatasetSpec(tf.TensorSpec(shape=[None, 8], dtype=tf.float32))])
def epoch_total(dataset):
    total = 0.0
    for batch in dataset:
        total += tf.reduce_sum(batch)
    return total


counter = tf.Variable(0.0)
for step in range(100):
    counter.assign_add(1.0)
    train_step(tf.random.normal([step + 1, 8]))
