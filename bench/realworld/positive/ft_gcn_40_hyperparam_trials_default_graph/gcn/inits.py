import numpy as np
import tensorflow as tf


def glorot(shape, name=None):
    init_range = np.sqrt(6.0 / (shape[0] + shape[1]))
    initial = tf.random_uniform(shape, minval=-init_range, maxval=init_range, dtype=tf.float32)
    return tf.Variable(initial, name=name)


def uniform(shape, scale=0.05, name=None):
    initial = tf.random_uniform(shape, minval=-scale, maxval=scale, dtype=tf.float32)
    return tf.Variable(initial, name=name)


def zeros(shape, name=None):
    return tf.Variable(tf.zeros(shape, dtype=tf.float32), name=name)


def ones(shape, name=None):
    return tf.Variable(tf.ones(shape, dtype=tf.float32), name=name)
