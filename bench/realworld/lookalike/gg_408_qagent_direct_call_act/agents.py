import random

import numpy as np
import tensorflow as tf
from keras import Model, layers


class QAgent(Model):
    def __init__(self, learning_rate, action_space, hidden_layers, valid_actions=None,
                 epsilon=0.1, epsilon_decay=0.999, discount_rate=0.95):
        super().__init__()
        self.epsilon, self.epsilon_decay = epsilon, epsilon_decay
        self.discount_rate = discount_rate
        self.action_space = action_space
        self.valid_actions = valid_actions if valid_actions is not None else (lambda _: action_space)
        self.model_layers = list(hidden_layers) + [layers.Dense(len(action_space))]
        self.compile(optimizer=tf.optimizers.Adam(learning_rate=learning_rate), loss="mse")

    def call(self, s):
        for layer in self.model_layers:
            s = layer(s)
        return s

    def act(self, s):
        valid = self.valid_actions(s)
        self.epsilon *= self.epsilon_decay
        if random.random() < self.epsilon:
            return random.choice(valid)
        vals = self(s)[0].numpy()
        masked = np.full_like(vals, vals.min() - 1)
        masked[valid] = vals[valid]
        return int(np.argmax(masked))

    def handle_episode(self, observations, actions, rewards, max_len=9):
        n = len(rewards)
        states = np.zeros((max_len,) + observations[0].shape[1:], dtype="float32")
        states[:n] = np.concatenate(observations, axis=0)
        targets = self(states).numpy()
        weights = np.zeros(max_len, dtype="float32")
        weights[:n] = 1.0
        ret = 0.0
        for t in reversed(range(n)):
            ret = rewards[t] + self.discount_rate * ret
            targets[t, actions[t]] = ret
        return self.train_on_batch(states, targets, sample_weight=weights)
