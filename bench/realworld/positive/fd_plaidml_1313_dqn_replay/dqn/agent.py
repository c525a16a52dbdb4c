import random

import numpy as np
from tensorflow import keras

from .memory import ReplayMemory


class DQNAgent:
    def __init__(self, state_size, action_size, gamma=0.95, epsilon=1.0):
        self.state_size = state_size
        self.action_size = action_size
        self.gamma = gamma
        self.epsilon = epsilon
        self.epsilon_min = 0.01
        self.epsilon_decay = 0.995
        self.memory = ReplayMemory(5000)
        self.model = self._build_model()

    def _build_model(self):
        model = keras.Sequential(
            [
                keras.layers.Input(shape=(self.state_size,)),
                keras.layers.Dense(24, activation="relu"),
                keras.layers.Dense(24, activation="relu"),
                keras.layers.Dense(self.action_size, activation="linear"),
            ]
        )
        model.compile(loss="mse", optimizer=keras.optimizers.Adam(learning_rate=1e-3))
        return model

    def act(self, state):
        if np.random.rand() <= self.epsilon:
            return random.randrange(self.action_size)
        q_values = self.model.predict(state, verbose=0)
        return int(np.argmax(q_values[0]))

    def remember(self, *transition):
        self.memory.push(*transition)

    def replay(self, batch_size):
        if len(self.memory) < batch_size:
            return
        for state, action, reward, next_state, done in self.memory.sample(batch_size):
            target = reward
            if not done:
                future = self.model.predict(next_state, verbose=0)
                target = reward + self.gamma * np.amax(future[0])
            target_f = self.model.predict(state, verbose=0)
            target_f[0][action] = target
            self.model.train_on_batch(state, target_f)
        if self.epsilon > self.epsilon_min:
            self.epsilon *= self.epsilon_decay
