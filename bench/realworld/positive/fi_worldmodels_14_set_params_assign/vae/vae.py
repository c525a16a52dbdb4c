import json

import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


class ConvVAE:
    def __init__(self, z_size=32, batch_size=1):
        self.z_size = z_size
        self.batch_size = batch_size
        self.g = tf.Graph()
        with self.g.as_default():
            with tf.variable_scope("conv_vae"):
                self._build_graph()
            self.init = tf.global_variables_initializer()
        self.sess = tf.Session(graph=self.g)
        self.sess.run(self.init)

    def _build_graph(self):
        self.x = tf.placeholder(tf.float32, shape=[None, 64, 64, 3])
        h = tf.layers.conv2d(self.x, 32, 4, strides=2, activation=tf.nn.relu, name="enc_conv1")
        h = tf.layers.conv2d(h, 64, 4, strides=2, activation=tf.nn.relu, name="enc_conv2")
        h = tf.layers.conv2d(h, 128, 4, strides=2, activation=tf.nn.relu, name="enc_conv3")
        h = tf.layers.conv2d(h, 256, 4, strides=2, activation=tf.nn.relu, name="enc_conv4")
        h = tf.reshape(h, [-1, 2 * 2 * 256])
        self.mu = tf.layers.dense(h, self.z_size, name="enc_fc_mu")
        self.logvar = tf.layers.dense(h, self.z_size, name="enc_fc_log_var")
        eps = tf.random_normal([self.batch_size, self.z_size])
        self.z = self.mu + tf.exp(self.logvar / 2.0) * eps

    def encode(self, x):
        return self.sess.run(self.z, feed_dict={self.x: x})

    def set_model_params(self, params):
        with self.g.as_default():
            idx = 0
            for var in tf.trainable_variables():
                if var.name.startswith("conv_vae"):
                    p = np.array(params[idx])
                    assert tuple(var.get_shape().as_list()) == p.shape, "inconsistent shape"
                    assign_op = var.assign(p / 10000.0)
                    self.sess.run(assign_op)
                    idx += 1

    def load_json(self, jsonfile="vae.json"):
        with open(jsonfile) as f:
            self.set_model_params(json.load(f))
