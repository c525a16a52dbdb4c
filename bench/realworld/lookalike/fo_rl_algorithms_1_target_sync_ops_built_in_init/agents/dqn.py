import random
from collections import deque

import numpy as np
import tensorflow as tf

from .networks import QNetwork


class DQNAgent:
    def __init__(self, sess, state_size, action_size, gamma=0.99, lr=1e-3):
        self.sess = sess
        self.action_size = action_size
        self.gamma = gamma
        self.memory = deque(maxlen=50000)
        self.model = QNetwork(sess, state_size, action_size, "online")
        self.targetModel = QNetwork(sess, state_size, action_size, "target")
        self.action = tf.placeholder(tf.int32, [None])
        self.target_q = tf.placeholder(tf.float32, [None])
        q_sa = tf.reduce_sum(self.model.q_values * tf.one_hot(self.action, action_size), axis=1)
        self.loss = tf.reduce_mean(tf.square(self.target_q - q_sa))
        self.train_op = tf.train.AdamOptimizer(lr).minimize(self.loss)
        self.sync_ops = tf.group(*[target.assign(online) for online, target in
                                   zip(self.model.trainable_var, self.targetModel.trainable_var)])

    def get_action(self, state, epsilon):
        if random.random() < epsilon:
            return random.randrange(self.action_size)
        return int(np.argmax(self.model.q_of(state[None])[0]))

    def remember(self, *transition):
        self.memory.append(transition)

    def train(self, batch_size=64):
        if len(self.memory) < batch_size:
            return
        batch = random.sample(self.memory, batch_size)
        states, actions, rewards, next_states, dones = map(np.array, zip(*batch))
        next_q = self.targetModel.q_of(next_states).max(axis=1)
        targets = rewards + self.gamma * next_q * (1 - dones)
        self.sess.run(self.train_op, feed_dict={self.model.state: states, self.action: actions,
                                                self.target_q: targets})

    def update_Target(self):
        """Copy the online weights into the target network with the ops built in __init__."""
        self.sess.run(self.sync_ops)
