"""Double DQN agent with an online and a target network."""
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1


def q_network(obs, n_actions, scope):
    with tf1.variable_scope(scope):
        h = tf1.layers.dense(obs, 512, activation=tf.nn.relu)
        h = tf1.layers.dense(h, 512, activation=tf.nn.relu)
        return tf1.layers.dense(h, n_actions)


class DoubleDQN(object):
    def __init__(self, sess, obs_dim, n_actions, gamma=0.99, lr=1e-3):
        self.sess = sess
        self.n_actions = n_actions
        self.gamma = gamma
        self.obs = tf1.placeholder(tf.float32, [None, obs_dim])
        self.actions = tf1.placeholder(tf.int32, [None])
        self.targets = tf1.placeholder(tf.float32, [None])
        self.q_online = q_network(self.obs, n_actions, "online")
        self.q_target = q_network(self.obs, n_actions, "target")
        q_taken = tf.reduce_sum(self.q_online * tf.one_hot(self.actions, n_actions), 1)
        loss = tf.reduce_mean(tf.square(self.targets - q_taken))
        self.train_op = tf1.train.RMSPropOptimizer(lr).minimize(
            loss, var_list=tf1.trainable_variables("online"))

    def sync_target(self):
        online = tf1.trainable_variables("online")
        target = tf1.trainable_variables("target")
        copy_ops = [tf1.assign(t, o) for t, o in zip(target, online)]
        self.sess.run(copy_ops)

    def act(self, obs, eps):
        if np.random.rand() < eps:
            return np.random.randint(self.n_actions)
        return int(np.argmax(self.sess.run(self.q_online, {self.obs: obs[None]})))

    def train(self, batch):
        obs, act, rew, nxt, done = batch
        q_next_online, q_next_target = self.sess.run(
            [self.q_online, self.q_target], {self.obs: nxt})
        best = np.argmax(q_next_online, 1)
        tgt = rew + self.gamma * (1 - done) * q_next_target[np.arange(len(best)), best]
        self.sess.run(self.train_op, {self.obs: obs, self.actions: act, self.targets: tgt})
