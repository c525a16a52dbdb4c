import random

import numpy as np
from keras.layers import Dense
from keras.models import Sequential, load_model
from keras.optimizers import Adam

from app.parameters import LEARNING_RATE, DISCOUNT_FACTOR, EPSILON_START


class Agent:
    """Deep Q-Network agent; subclasses change how targets are computed."""

    def __init__(self, observation_space, action_space):
        self.observation_space = observation_space
        self.action_space = action_space
        self.discount_factor = DISCOUNT_FACTOR
        self.epsilon = EPSILON_START
        self.model = self.build_model()

    def build_model(self):
        model = Sequential()
        model.add(Dense(64, input_dim=self.observation_space, activation="relu"))
        model.add(Dense(64, activation="relu"))
        model.add(Dense(self.action_space, activation="linear"))
        model.compile(loss="mse", optimizer=Adam(learning_rate=LEARNING_RATE))
        return model

    def act(self, state):
        if random.random() < self.epsilon:
            return random.randrange(self.action_space)
        q_values = self.model.predict(state.reshape(1, -1), verbose=0)
        return int(np.argmax(q_values[0]))

    def save_network(self, path):
        self.model.save(path)

    def load_network(self, path):
        return load_model(path)
