import tensorflow as tf


def conv2d(inputdata, out_dims, kernel_size, name):
    with tf.variable_scope(name):
        in_dims = inputdata.get_shape().as_list()[-1]
        w = tf.get_variable("W", [kernel_size, kernel_size, in_dims, out_dims],
                            initializer=tf.glorot_uniform_initializer())
        b = tf.get_variable("b", [out_dims], initializer=tf.zeros_initializer())
        return tf.nn.relu(tf.nn.conv2d(inputdata, w, [1, 1, 1, 1], "SAME") + b)
