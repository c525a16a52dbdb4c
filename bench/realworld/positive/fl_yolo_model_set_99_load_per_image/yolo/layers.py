import tensorflow as tf


def mish(x):
    return x * tf.math.tanh(tf.math.softplus(x))


def custom_objects():
    return {"tf": tf, "mish": mish}
