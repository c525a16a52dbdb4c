import random
from collections import deque

import numpy as np
from tensorflow import keras
from tensorflow.keras import layers


def huber_loss(y_true, y_pred, clip_delta=1.0):
    error = y_true - y_pred
    cond = keras.backend.abs(error) <= clip_delta
    squared = 0.5 * keras.backend.square(error)
    linear = clip_delta * (keras.backend.abs(error) - 0.5 * clip_delta)
    return keras.backend.mean(keras.backend.switch(cond, squared, linear))


class Agent:
    """Stock trading bot: sit / buy / sell."""

    def __init__(self, state_size, strategy="dqn", model_name=None, gamma=0.95):
        self.state_size = state_size
        self.action_size = 3
        self.strategy = strategy
        self.model_name = model_name
        self.inventory = []
        self.memory = deque(maxlen=10000)
        self.gamma = gamma
        self.epsilon = 1.0
        self.epsilon_min = 0.01
        self.epsilon_decay = 0.995
        self.model = self._model()
        self.target_model = self._model()
        self.target_model.set_weights(self.model.get_weights())
        self.n_iter = 1

    def _model(self):
        x_in = keras.Input(shape=(self.state_size,))
        x = layers.Dense(128, activation="relu")(x_in)
        x = layers.Dense(256, activation="relu")(x)
        x = layers.Dense(128, activation="relu")(x)
        value = layers.Dense(1)(x)
        advantage = layers.Dense(self.action_size)(x)
        q = layers.Lambda(lambda t: t[0] + t[1] - keras.backend.mean(t[1], axis=1, keepdims=True))(
            [value, advantage])
        model = keras.Model(x_in, q)
        model.compile(loss=huber_loss, optimizer=keras.optimizers.Adam(learning_rate=1e-3))
        return model

    def remember(self, state, action, reward, next_state, done):
        self.memory.append((state, action, reward, next_state, done))

    def act(self, state, is_eval=False):
        if not is_eval and random.random() <= self.epsilon:
            return random.randrange(self.action_size)
        options = self.model.predict(state)
        return int(np.argmax(options[0]))

    def train_experience_replay(self, batch_size):
        mini_batch = random.sample(self.memory, batch_size)
        if self.n_iter % 100 == 0:
            self.target_model.set_weights(self.model.get_weights())

        X_train, y_train = [], []
        for state, action, reward, next_state, done in mini_batch:
            target = reward
            if not done:
                target = reward + self.gamma * np.amax(self.target_model.predict(next_state)[0])
            q_values = self.model.predict(state)
            q_values[0][action] = target
            X_train.append(state[0])
            y_train.append(q_values[0])

        loss = self.model.fit(np.array(X_train), np.array(y_train), epochs=1, verbose=0).history["loss"][0]
        if self.epsilon > self.epsilon_min:
            self.epsilon *= self.epsilon_decay
        self.n_iter += 1
        return loss

    def save(self, episode):
        self.model.save(f"models/{self.model_name}_{episode}.keras")
