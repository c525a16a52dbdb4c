"""Per-agent DQN policy built in the shared TF1 session."""
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1


class DQNPolicy(object):
    def __init__(self, sess, name, obs_dim, n_actions, hidden=64, lr=1e-3):
        self.sess = sess
        self.name = name
        with tf1.variable_scope(name):
            self.obs = tf1.placeholder(tf.float32, [None, obs_dim], name="obs")
            self.actions = tf1.placeholder(tf.int32, [None], name="actions")
            self.targets = tf1.placeholder(tf.float32, [None], name="targets")
            h = tf1.layers.dense(self.obs, hidden, activation=tf.nn.relu)
            self.q = tf1.layers.dense(h, n_actions)
            q_taken = tf.reduce_sum(self.q * tf.one_hot(self.actions, n_actions), axis=1)
            self.loss = tf1.losses.huber_loss(self.targets, q_taken)
            self.train_op = tf1.train.AdamOptimizer(lr).minimize(self.loss)
        # postprocessing may query q-values, so variables must be ready here
        self.sess.run(tf1.global_variables_initializer())

    def act(self, obs, epsilon):
        if np.random.rand() < epsilon:
            return np.random.randint(self.q.shape[-1])
        return int(np.argmax(self.sess.run(self.q, {self.obs: obs[None]})[0]))

    def learn(self, obs, actions, targets):
        _, loss = self.sess.run([self.train_op, self.loss],
                                {self.obs: obs, self.actions: actions, self.targets: targets})
        return loss
