import logging

import tensorflow as tf
import tensorflow.compat.v1 as tf1


def conv_block(x, filters, name):
    with tf1.variable_scope(name):
        x = tf1.layers.conv2d(x, filters, 3, padding="same", activation=tf.nn.relu)
        x = tf1.layers.conv2d(x, filters, 3, padding="same", activation=tf.nn.relu)
    return x


class Unet(object):
    """Small U-Net in TF1 graph style; the session is opened and restored once."""

    def __init__(self, channels=1, n_class=2, layers=3, features_root=16):
        tf1.reset_default_graph()
        self.n_class = n_class
        self.x = tf1.placeholder(tf.float32, shape=[None, None, None, channels], name="x")
        self.keep_prob = tf1.placeholder(tf.float32, name="dropout_probability")

        h = self.x
        skips = []
        for layer in range(layers):
            h = conv_block(h, features_root * 2 ** layer, "down_%d" % layer)
            skips.append(h)
            h = tf1.layers.max_pooling2d(h, 2, 2)
        for layer in reversed(range(layers)):
            h = tf1.layers.conv2d_transpose(h, features_root * 2 ** layer, 2, 2)
            h = tf.concat([skips[layer], h], axis=3)
            h = conv_block(h, features_root * 2 ** layer, "up_%d" % layer)
        logits = tf1.layers.conv2d(h, n_class, 1)
        self.predicter = tf.nn.softmax(logits)
        self._saver = tf1.train.Saver()
        self._sess = None
        self._restored_from = None

    def _session_for(self, model_path):
        if self._sess is None:
            self._sess = tf1.Session()
            self._sess.graph.finalize()
        if self._restored_from != model_path:
            self._saver.restore(self._sess, model_path)
            self._restored_from = model_path
            logging.info("Model restored from file: %s", model_path)
        return self._sess

    def predict(self, model_path, x_test):
        sess = self._session_for(model_path)
        return sess.run(self.predicter, feed_dict={self.x: x_test, self.keep_prob: 1.0})

    def close(self):
        if self._sess is not None:
            self._sess.close()
            self._sess = None
