import random
from collections import deque

import numpy as np
from tensorflow.keras.layers import Activation, Dense, Dropout
from tensorflow.keras.models import Sequential
from tensorflow.keras.optimizers import RMSprop


class ReinforceAgent:
    def __init__(self, state_size, action_size):
        self.state_size, self.action_size = state_size, action_size
        self.discount_factor = 0.99
        self.learning_rate = 0.00025
        self.epsilon, self.epsilon_decay, self.epsilon_min = 1.0, 0.99, 0.05
        self.batch_size = 64
        self.train_start = 64
        self.memory = deque(maxlen=1000000)
        self.model = self.buildModel()
        self.target_model = self.buildModel()
        self.updateTargetModel()

    def buildModel(self):
        model = Sequential()
        model.add(Dense(64, input_shape=(self.state_size,), activation="relu", kernel_initializer="lecun_uniform"))
        model.add(Dense(64, activation="relu", kernel_initializer="lecun_uniform"))
        model.add(Dropout(0.2))
        model.add(Dense(self.action_size, kernel_initializer="lecun_uniform"))
        model.add(Activation("linear"))
        model.compile(loss="mse", optimizer=RMSprop(learning_rate=self.learning_rate, rho=0.9, epsilon=1e-06))
        return model

    def updateTargetModel(self):
        self.target_model.set_weights(self.model.get_weights())

    def getAction(self, state):
        if np.random.rand() <= self.epsilon:
            return random.randrange(self.action_size)
        q_value = self.model.predict(state.reshape(1, len(state)))
        return int(np.argmax(q_value[0]))

    def appendMemory(self, state, action, reward, next_state, done):
        self.memory.append((state, action, reward, next_state, done))

    def trainModel(self, target=False):
        mini_batch = random.sample(self.memory, self.batch_size)
        X_batch = np.empty((0, self.state_size), dtype=np.float64)
        Y_batch = np.empty((0, self.action_size), dtype=np.float64)
        for states, actions, rewards, next_states, dones in mini_batch:
            q_value = self.model.predict(states.reshape(1, len(states)))
            if target:
                next_target = self.target_model.predict(next_states.reshape(1, len(next_states)))
            else:
                next_target = self.model.predict(next_states.reshape(1, len(next_states)))
            next_q = rewards if dones else rewards + self.discount_factor * np.amax(next_target)
            Y_sample = q_value.copy()
            Y_sample[0][actions] = next_q
            X_batch = np.append(X_batch, np.array([states.copy()]), axis=0)
            Y_batch = np.append(Y_batch, Y_sample, axis=0)
        self.model.fit(X_batch, Y_batch, batch_size=self.batch_size, epochs=1, verbose=0)
