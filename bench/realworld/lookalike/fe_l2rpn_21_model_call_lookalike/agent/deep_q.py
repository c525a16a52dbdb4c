import random
from collections import deque

import numpy as np
import tensorflow as tf
from tensorflow.keras.layers import Dense, Input
from tensorflow.keras.models import Model
from tensorflow.keras.optimizers import Adam


class DeepQ:
    def __init__(self, action_size, observation_size, gamma=0.99, batch_size=32):
        self.action_size = action_size
        self.gamma = gamma
        self.batch_size = batch_size
        self.epsilon = 1.0
        self.memory = deque(maxlen=50000)
        inputs = Input(shape=(observation_size,))
        hidden = Dense(256, activation="relu")(Dense(256, activation="relu")(inputs))
        self._model = Model(inputs, Dense(action_size)(hidden))
        self._model.compile(optimizer=Adam(1e-4), loss="mse")

    def act(self, obs):
        self.epsilon = max(0.01, self.epsilon * 0.9999)
        if random.random() < self.epsilon:
            return random.randrange(self.action_size)
        q_actions = self._model(obs.reshape(1, -1), training=False).numpy()
        return int(np.argmax(q_actions[0]))

    def remember(self, s, a, r, d, s2):
        self.memory.append((np.asarray(s, np.float32), a, r, d, np.asarray(s2, np.float32)))

    def replay(self):
        if len(self.memory) < 10 * self.batch_size:
            return None
        s, a, r, d, s2 = (np.array(c) for c in zip(*random.sample(self.memory, self.batch_size)))
        targets = self._model(s, training=False).numpy()
        next_q = self._model(s2, training=False).numpy()
        targets[np.arange(len(a)), a] = r + self.gamma * np.max(next_q, axis=1) * (1 - d)
        return self._model.train_on_batch(s, targets)
