import numpy as np
import tensorflow as tf


def build_q_network(obs_dim, n_actions, hidden=(256, 256)):
    inputs = tf.keras.Input(shape=(obs_dim,))
    x = inputs
    for units in hidden:
        x = tf.keras.layers.Dense(units, activation="relu")(x)
    outputs = tf.keras.layers.Dense(n_actions)(x)
    model = tf.keras.Model(inputs, outputs)
    model.compile(optimizer=tf.keras.optimizers.Adam(2.5e-4), loss="huber")
    return model


class DQNAgent:
    def __init__(self, obs_dim, n_actions, gamma=0.99):
        self.n_actions = n_actions
        self.gamma = gamma
        self.epsilon = 1.0
        self.model = build_q_network(obs_dim, n_actions)
        self.target_model = build_q_network(obs_dim, n_actions)
        self.target_model.set_weights(self.model.get_weights())

    def get_action(self, state):
        if np.random.rand() < self.epsilon:
            return np.random.randint(self.n_actions)
        q_values = self.model.predict(state[np.newaxis], verbose=0)
        return int(np.argmax(q_values[0]))

    def learn(self, states, actions, rewards, next_states, dones):
        next_q = self.target_model.predict_on_batch(next_states)
        targets = self.model.predict_on_batch(states)
        targets[np.arange(len(actions)), actions] = rewards + self.gamma * (1 - dones) * next_q.max(axis=1)
        return self.model.train_on_batch(states, targets)

    def sync_target(self):
        self.target_model.set_weights(self.model.get_weights())
