import numpy as np
import tensorflow.compat.v1 as tf


class PPOModel:
    def __init__(self, obs_dim, n_actions, lr=2.5e-4, clip=0.2):
        self.graph = tf.Graph()
        with self.graph.as_default():
            self.obs = tf.placeholder(tf.float32, [None, obs_dim], "obs")
            self.actions = tf.placeholder(tf.int32, [None], "actions")
            self.advs = tf.placeholder(tf.float32, [None], "advs")
            self.old_logp = tf.placeholder(tf.float32, [None], "old_logp")
            h = tf.layers.dense(self.obs, 64, tf.nn.tanh)
            logits = tf.layers.dense(h, n_actions)
            logp_all = tf.nn.log_softmax(logits)
            logp = tf.reduce_sum(tf.one_hot(self.actions, n_actions) * logp_all, axis=1)
            ratio = tf.exp(logp - self.old_logp)
            clipped = tf.clip_by_value(ratio, 1.0 - clip, 1.0 + clip)
            self.pg_loss = -tf.reduce_mean(tf.minimum(ratio * self.advs, clipped * self.advs))
            self.train_op = tf.train.AdamOptimizer(lr).minimize(self.pg_loss)
            self.sess = tf.Session(graph=self.graph)
            self.sess.run(tf.global_variables_initializer())
        self.graph.finalize()

    def train_step(self, obs, actions, advs, old_logp):
        td_map = {self.obs: obs, self.actions: actions, self.advs: advs, self.old_logp: old_logp}
        loss, _ = self.sess.run([self.pg_loss, self.train_op], td_map)
        return loss
