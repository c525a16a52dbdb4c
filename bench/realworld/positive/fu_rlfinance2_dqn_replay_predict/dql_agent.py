import random
from collections import deque

import numpy as np
from tensorflow.keras.layers import Dense
from tensorflow.keras.models import Sequential
from tensorflow.keras.optimizers import Adam


class DQLAgent:
    def __init__(self, n_features, n_actions, gamma=0.95, lr=0.001):
        self.epsilon = 1.0
        self.epsilon_min = 0.01
        self.epsilon_decay = 0.995
        self.gamma = gamma
        self.batch_size = 32
        self.n_actions = n_actions
        self.memory = deque(maxlen=2000)
        self.model = self._build_model(n_features, n_actions, lr)

    def _build_model(self, n_features, n_actions, lr):
        model = Sequential()
        model.add(Dense(24, activation="relu", input_dim=n_features))
        model.add(Dense(24, activation="relu"))
        model.add(Dense(n_actions, activation="linear"))
        model.compile(loss="mse", optimizer=Adam(learning_rate=lr))
        return model

    def act(self, state):
        if random.random() <= self.epsilon:
            return random.randrange(self.n_actions)
        return int(np.argmax(self.model(state, training=False)[0]))

    def replay(self):
        batch = random.sample(self.memory, self.batch_size)
        for state, action, reward, next_state, done in batch:
            if not done:
                reward += self.gamma * np.amax(self.model.predict(next_state, verbose=0)[0])
            target = self.model.predict(state, verbose=0)
            target[0, action] = reward
            self.model.fit(state, target, epochs=1, verbose=False)
        if self.epsilon > self.epsilon_min:
            self.epsilon *= self.epsilon_decay
