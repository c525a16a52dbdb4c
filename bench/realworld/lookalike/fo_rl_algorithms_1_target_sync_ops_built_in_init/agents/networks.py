import tensorflow as tf


class QNetwork:
    def __init__(self, sess, state_size, action_size, name):
        self.sess = sess
        with tf.variable_scope(name):
            self.state = tf.placeholder(tf.float32, [None, state_size])
            h = tf.layers.dense(self.state, 64, activation=tf.nn.relu)
            h = tf.layers.dense(h, 64, activation=tf.nn.relu)
            self.q_values = tf.layers.dense(h, action_size)
        self.trainable_var = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, name)

    def q_of(self, states):
        return self.sess.run(self.q_values, feed_dict={self.state: states})
