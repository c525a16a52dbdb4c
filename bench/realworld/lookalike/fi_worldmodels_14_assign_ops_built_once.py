# source: https://github.com/hardmaru/WorldModelsExperiments/pull/14
# note: the fixed ConvVAE from that PR: one placeholder and one assign op per variable are created once while the graph is built; set_model_params, called for every candidate in the ES loop, only feeds values into those existing ops
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
            self.assign_ops = {}
            for var in tf.trainable_variables():
                if var.name.startswith("conv_vae"):
                    pl = tf.placeholder(tf.float32, var.get_shape(), var.name[:-2] + "_placeholder")
                    self.assign_ops[var] = (var.assign(pl), pl)
        self.sess = tf.Session(graph=self.g)
        self.sess.run(self.init)

    def _build_graph(self):
        self.x = tf.placeholder(tf.float32, shape=[None, 64, 64, 3])
        h = tf.layers.conv2d(self.x, 32, 4, strides=2, activation=tf.nn.relu, name="enc_conv1")
        h = tf.layers.conv2d(h, 64, 4, strides=2, activation=tf.nn.relu, name="enc_conv2")
        h = tf.reshape(tf.layers.conv2d(h, 128, 4, strides=2, activation=tf.nn.relu, name="enc_conv3"), [-1, 6 * 6 * 128])
        self.mu = tf.layers.dense(h, self.z_size, name="enc_fc_mu")
        self.logvar = tf.layers.dense(h, self.z_size, name="enc_fc_log_var")
        self.z = self.mu + tf.exp(self.logvar / 2.0) * tf.random_normal([self.batch_size, self.z_size])

    def encode(self, x):
        return self.sess.run(self.z, feed_dict={self.x: x})

    def set_model_params(self, params):
        with self.g.as_default():
            idx = 0
            for var in tf.trainable_variables():
                if var.name.startswith("conv_vae"):
                    assign_op, pl = self.assign_ops[var]
                    self.sess.run(assign_op, feed_dict={pl: np.array(params[idx]) / 10000.0})
                    idx += 1

    def load_json(self, jsonfile="vae.json"):
        with open(jsonfile) as f:
            self.set_model_params(json.load(f))


if __name__ == "__main__":
    vae = ConvVAE()
    for generation in range(2000):
        vae.load_json("vae/vae.json")
        print(generation, vae.encode(np.random.rand(1, 64, 64, 3).astype(np.float32))[0, :3])
