import tensorflow as tf


def build_q_network(inputs, n_actions, scope, hidden=(64, 64)):
    with tf.variable_scope(scope):
        h = inputs
        for i, units in enumerate(hidden):
            h = tf.layers.dense(h, units, activation=tf.nn.relu, name="fc%d" % i)
        return tf.layers.dense(h, n_actions, name="q")


def build_dueling_q_network(inputs, n_actions, scope, hidden=(64, 64)):
    with tf.variable_scope(scope):
        h = inputs
        for i, units in enumerate(hidden):
            h = tf.layers.dense(h, units, activation=tf.nn.relu, name="fc%d" % i)
        value = tf.layers.dense(h, 1, name="value")
        advantage = tf.layers.dense(h, n_actions, name="advantage")
        return value + advantage - tf.reduce_mean(advantage, axis=1, keepdims=True)


def count_parameters(scope):
    variables = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope=scope)
    return sum(int(v.shape.num_elements()) for v in variables)
