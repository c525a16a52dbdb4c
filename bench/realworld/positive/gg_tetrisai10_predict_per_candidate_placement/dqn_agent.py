import random
from collections import deque

import numpy as np
from keras.layers import Dense
from keras.models import Sequential


class DQNAgent:
    def __init__(self, state_size, mem_size=10000, discount=0.95, epsilon=1.0, epsilon_min=0.0,
                 epsilon_stop_episode=500, n_neurons=(32, 32), activations=("relu", "relu", "linear"),
                 loss="mse", optimizer="adam", replay_start_size=None):
        self.state_size = state_size
        self.memory = deque(maxlen=mem_size)
        self.discount = discount
        self.epsilon, self.epsilon_min = epsilon, epsilon_min
        self.epsilon_decay = (epsilon - epsilon_min) / epsilon_stop_episode
        self.replay_start_size = replay_start_size or mem_size / 2
        self.model = self._build_model(n_neurons, activations, loss, optimizer)

    def _build_model(self, n_neurons, activations, loss, optimizer):
        model = Sequential()
        model.add(Dense(n_neurons[0], input_dim=self.state_size, activation=activations[0]))
        for units, act in zip(n_neurons[1:], activations[1:-1]):
            model.add(Dense(units, activation=act))
        model.add(Dense(1, activation=activations[-1]))
        model.compile(loss=loss, optimizer=optimizer)
        return model

    def add_to_memory(self, current_state, next_state, reward, done):
        self.memory.append((current_state, next_state, reward, done))

    def predict_value(self, state):
        return self.model.predict(state, verbose=0)[0]

    def best_state(self, states):
        if random.random() <= self.epsilon:
            return random.choice(list(states))
        max_value, best = None, None
        for state in states:
            value = self.predict_value(np.reshape(state, [1, self.state_size]))
            if max_value is None or value > max_value:
                max_value, best = value, state
        return best

    def train(self, batch_size=32, epochs=3):
        n = len(self.memory)
        if n < self.replay_start_size or n < batch_size:
            return
        batch = random.sample(self.memory, batch_size)
        next_states = np.array([x[1] for x in batch])
        next_qs = [x[0] for x in self.model.predict(next_states, verbose=0)]
        x, y = [], []
        for i, (state, _, reward, done) in enumerate(batch):
            x.append(state)
            y.append(reward if done else reward + self.discount * next_qs[i])
        self.model.fit(np.array(x), np.array(y), batch_size=batch_size, epochs=epochs, verbose=0)
        if self.epsilon > self.epsilon_min:
            self.epsilon -= self.epsilon_decay
