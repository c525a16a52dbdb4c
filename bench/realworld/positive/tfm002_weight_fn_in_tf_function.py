# source: https://github.com/tensorflow/tensorflow/issues/51453
# symptom: ValueError: tf.function-decorated function tried to create variables on non-first call (later: 'A tf.Variable created inside your tf.function has been garbage-collected'); the helper is meant to make a new weight on each of ~50 calls
# expect: TFM002 10
# note: the variable is created inside a tf.function body without a create-once guard; the builder calls it once per layer
import tensorflow as tf


@tf.function
def weight_fn(shape):
    w = tf.Variable(tf.random.truncated_normal(shape, stddev=0.02))
    return w


def build_mlp(sizes):
    weights = []
    for n_in, n_out in zip(sizes[:-1], sizes[1:]):
        weights.append(weight_fn((n_in, n_out)))
    return weights


layers = build_mlp([784] + [256] * 48 + [10])
