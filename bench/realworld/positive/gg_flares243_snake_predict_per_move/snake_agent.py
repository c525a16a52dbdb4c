from os import path

import numpy as np
import tensorflow as tf
from keras.layers import Dense, Dropout, Input
from keras.models import Sequential, load_model

from const import directions


class SnakeAgent:
    def __init__(self, model_file="snake_ai.h5", gamma=0.9):
        self.n_outputs = len(directions)
        self.gamma = gamma
        self.model = self.build_model(model_file)

    def build_model(self, model_file):
        if path.exists(model_file):
            return load_model(model_file)
        model = Sequential([
            Input(shape=(200,)),
            Dense(128, activation="relu"),
            Dropout(0.1),
            Dense(64, activation="relu"),
            Dropout(0.1),
            Dense(self.n_outputs, activation="softmax"),
        ])
        model.compile(tf.optimizers.Adam(0.001), loss=tf.losses.mean_squared_error)
        return model

    def preprocess(self, state):
        return np.asarray(state, dtype="float32").reshape(1, -1)

    def act(self, state):
        probs = self.model.predict(state, verbose=0)
        return int(np.random.choice(self.n_outputs, p=probs[0]))

    def update_model(self, state, action, reward, done, next_state):
        if done:
            target = reward
        else:
            next_q = self.model.predict(next_state, verbose=0)[0]
            target = reward + self.gamma * np.max(next_q)
        target_vec = self.model.predict(state, verbose=0)
        target_vec[0][action] = target
        self.model.fit(state, target_vec, epochs=1, verbose=0)

    def get_model(self):
        return self.model
