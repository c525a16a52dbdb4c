import numpy as np
import tensorflow as tf

from .models import atari_cnn


class DQNAgent:
    def __init__(self, sess, input_shape, n_actions, gamma=0.99, lr=1e-4):
        self.sess = sess
        self.n_actions = n_actions
        self.gamma = gamma
        self.obs = tf.placeholder(tf.float32, (None,) + input_shape, name="obs")
        self.next_obs = tf.placeholder(tf.float32, (None,) + input_shape, name="next_obs")
        self.actions = tf.placeholder(tf.int32, (None,), name="actions")
        self.rewards = tf.placeholder(tf.float32, (None,), name="rewards")
        self.dones = tf.placeholder(tf.float32, (None,), name="dones")
        with tf.variable_scope("online"):
            self.online = atari_cnn(input_shape, n_actions)
        with tf.variable_scope("target"):
            self.target = atari_cnn(input_shape, n_actions)
        self.q = self.online(self.obs)
        self.target_q = self.target(self.next_obs)
        self.optimizer = tf.train.AdamOptimizer(lr)

    def act(self, obs, epsilon):
        if np.random.rand() < epsilon:
            return np.random.randint(self.n_actions)
        return int(np.argmax(self.sess.run(self.q, {self.obs: obs[None]})[0]))

    def train_step(self, batch):
        obs, actions, rewards, next_obs, dones = batch
        max_next_q = tf.reduce_max(self.target_q, axis=1)
        y = self.rewards + self.gamma * (1.0 - self.dones) * tf.stop_gradient(max_next_q)
        q_taken = tf.reduce_sum(self.q * tf.one_hot(self.actions, self.n_actions), axis=1)
        loss = tf.reduce_mean(tf.square(y - q_taken))
        train_op = self.optimizer.minimize(loss, var_list=self.online.trainable_weights)
        _, loss_value = self.sess.run([train_op, loss], {
            self.obs: obs, self.actions: actions, self.rewards: rewards, self.next_obs: next_obs, self.dones: dones,
        })
        return loss_value

    def sync_target(self):
        self.target.set_weights(self.online.get_weights())
