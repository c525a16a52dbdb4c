"""A small training script with the five memory patterns tflint-mem is built around."""

import numpy as np
import tensorflow as tf

train_ds = tf.data.Dataset.from_tensor_slices(np.random.rand(256, 8).astype("float32")).batch(32)


def augment(x):
    return np.flip(x, axis=-1)


def py_augment(x):
    return tf.numpy_function(augment, [x], tf.float32)


pipeline = (
    tf.data.Dataset.from_tensor_slices(np.random.rand(1024, 8).astype("float32"))
    .map(py_augment, num_parallel_calls=64)
    .cache()
    .batch(32)
)


@tf.function
def train_step(x):
    return tf.reduce_sum(x * 2.0)


@tf.function(input_signature=[])
def epoch_total():
    total = 0.0
    for batch in train_ds:
        total += tf.reduce_sum(batch)
    return total


for step in range(100):
    counter = tf.Variable(0.0)
    train_step(tf.random.normal([step + 1, 8]))
