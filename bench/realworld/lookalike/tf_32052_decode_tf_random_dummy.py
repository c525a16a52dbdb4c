# source: https://github.com/tensorflow/tensorflow/issues/32052
# note: the same decode function with the dummy feature drawn by tf.random.uniform: an op of the dataset graph that runs per element, nothing frozen at trace time (NumPy is used only for the module-level feature count)
import numpy as np
import tensorflow as tf

NUM_FEATURES = int(np.prod([5, 50]))


def decode_with_dummy(serialized_example):
    features = tf.io.parse_single_example(serialized_example, {
        "data": tf.io.FixedLenFeature([NUM_FEATURES], tf.float32),
        "label": tf.io.FixedLenFeature([1], tf.float32),
    })
    dummy = tf.random.uniform([512, 512, 5])
    return {"data": tf.reshape(features["data"], [1, NUM_FEATURES]), "dummy": dummy}, features["label"]


def train_input_fn(files, batch_size):
    return tf.data.TFRecordDataset(files).map(decode_with_dummy).batch(batch_size).prefetch(1)
