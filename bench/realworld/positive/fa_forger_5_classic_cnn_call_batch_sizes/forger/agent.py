import random
from collections import deque

import numpy as np
import tensorflow as tf

from .networks import ClassicCnn, DuelingHead


class HieAgent:
    def __init__(self, n_actions, batch_size=32, gamma=0.99, buffer_size=100000, lr=1e-4):
        self.cnn = ClassicCnn(filters=[32, 64, 64], kernels=[8, 4, 3], strides=[4, 2, 1])
        self.head = DuelingHead(512, n_actions)
        self.target_cnn = ClassicCnn(filters=[32, 64, 64], kernels=[8, 4, 3], strides=[4, 2, 1])
        self.target_head = DuelingHead(512, n_actions)
        self.optimizer = tf.keras.optimizers.Adam(lr)
        self.buffer = deque(maxlen=buffer_size)
        self.batch_size, self.gamma, self.n_actions = batch_size, gamma, n_actions

    def act(self, obs, epsilon):
        if random.random() < epsilon:
            return random.randrange(self.n_actions)
        q = self.head(self.cnn(obs[None]))
        return int(tf.argmax(q[0]))

    def remember(self, *transition):
        self.buffer.append(transition)

    def learn(self):
        n = min(self.batch_size, len(self.buffer))
        obs, actions, rewards, next_obs, dones = map(np.array, zip(*random.sample(self.buffer, n)))
        next_q = self.target_head(self.target_cnn(next_obs))
        target = rewards + self.gamma * (1.0 - dones) * tf.reduce_max(next_q, axis=-1)
        with tf.GradientTape() as tape:
            q = tf.gather(self.head(self.cnn(obs)), actions, batch_dims=1)
            loss = tf.reduce_mean(tf.square(tf.cast(target, tf.float32) - q))
        variables = self.cnn.trainable_variables + self.head.trainable_variables
        self.optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
        return float(loss)
