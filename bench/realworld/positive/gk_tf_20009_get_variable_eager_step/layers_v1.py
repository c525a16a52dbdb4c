"""Small helpers ported from the TF1 code base (variable_scope + get_variable)."""
import tensorflow as tf

v1 = tf.compat.v1


def dense(x, units, name):
    with v1.variable_scope(name, reuse=v1.AUTO_REUSE):
        w = v1.get_variable("w", shape=[x.shape[-1], units],
                            initializer=v1.glorot_uniform_initializer())
        b = v1.get_variable("b", shape=[units], initializer=v1.zeros_initializer())
    return tf.matmul(x, w) + b


def mlp(x, sizes, scope="mlp"):
    for i, units in enumerate(sizes):
        x = dense(x, units, f"{scope}_layer{i}")
        if i < len(sizes) - 1:
            x = tf.nn.relu(x)
    return x
