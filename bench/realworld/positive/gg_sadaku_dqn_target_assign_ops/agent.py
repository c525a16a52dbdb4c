import random

import numpy as np
import tensorflow as tf

from network import build_q_network


class DQNAgent(object):
    def __init__(self, sess, state_dim, n_actions, gamma=0.99, lr=2.5e-4):
        self.sess = sess
        self.n_actions = n_actions
        self.gamma = gamma
        self.s = tf.placeholder(tf.float32, [None, state_dim], name="s")
        self.a = tf.placeholder(tf.int32, [None], name="a")
        self.y = tf.placeholder(tf.float32, [None], name="y")
        self.q = build_q_network(self.s, n_actions, scope="predict_network")
        self.target_q = build_q_network(self.s, n_actions, scope="target_network")
        q_taken = tf.reduce_sum(self.q * tf.one_hot(self.a, n_actions), axis=1)
        self.loss = tf.reduce_mean(tf.square(self.y - q_taken))
        self.train_op = tf.train.RMSPropOptimizer(lr, momentum=0.95).minimize(self.loss)

    def act(self, state, epsilon):
        if random.random() < epsilon:
            return random.randrange(self.n_actions)
        q = self.sess.run(self.q, feed_dict={self.s: state[None, :]})
        return int(np.argmax(q[0]))

    def learn(self, batch):
        s, a, r, s2, done = map(np.array, zip(*batch))
        q_next = self.sess.run(self.target_q, feed_dict={self.s: s2})
        y = r + (1.0 - done) * self.gamma * q_next.max(axis=1)
        loss, _ = self.sess.run([self.loss, self.train_op], feed_dict={self.s: s, self.a: a, self.y: y})
        return loss

    def update_target_q_weights(self):
        target_vars = tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope="target_network")
        predict_vars = tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope="predict_network")
        assign_op = [tf.assign(t, p) for t, p in zip(target_vars, predict_vars)]
        self.sess.run(assign_op)
