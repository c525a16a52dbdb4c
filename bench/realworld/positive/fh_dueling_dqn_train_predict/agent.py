import numpy as np
import tensorflow as tf

from network import DuelingDQN
from replay import ReplayBuffer


class Agent:
    def __init__(self, n_actions, gamma=0.99, lr=1e-3, replace_every=100, batch_size=64):
        self.n_actions = n_actions
        self.gamma = gamma
        self.epsilon = 1.0
        self.replace_every = replace_every
        self.batch_size = batch_size
        self.steps = 0
        self.buffer = ReplayBuffer()
        self.q_net = DuelingDQN(n_actions)
        self.target_net = DuelingDQN(n_actions)
        self.q_net.compile(loss="mse", optimizer=tf.keras.optimizers.Adam(learning_rate=lr))
        self.target_net.compile(loss="mse", optimizer=tf.keras.optimizers.Adam(learning_rate=lr))

    def act(self, state):
        if np.random.rand() <= self.epsilon:
            return np.random.randint(self.n_actions)
        return int(np.argmax(self.q_net.advantage(np.array([state]))))

    def remember(self, *transition):
        self.buffer.add(*transition)

    def decay_epsilon(self):
        self.epsilon = max(0.01, self.epsilon - 1e-3)

    def train(self):
        if self.buffer.count < self.batch_size:
            return
        if self.steps % self.replace_every == 0:
            self.target_net.set_weights(self.q_net.get_weights())
        states, actions, rewards, next_states, dones = self.buffer.sample(self.batch_size)
        target = self.q_net.predict(states)
        next_value = self.target_net.predict(next_states)
        best_next = np.argmax(self.q_net.predict(next_states), axis=1)
        rows = np.arange(self.batch_size)
        target[rows, actions] = rewards + self.gamma * next_value[rows, best_next] * (1 - dones)
        self.q_net.train_on_batch(states, target)
        self.steps += 1
