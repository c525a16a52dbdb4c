import tensorflow as tf
from tensorflow.keras import Sequential
from tensorflow.keras.layers import Dense, Input

import utils

GAMMA = 0.995


class LunarAgent:
    def __init__(self, state_size=8, num_actions=4, lr=1e-3):
        self.q_network = self._network(state_size, num_actions)
        self.target_q_network = self._network(state_size, num_actions)
        self.target_q_network.set_weights(self.q_network.get_weights())
        self.optimizer = tf.keras.optimizers.Adam(learning_rate=lr)

    @staticmethod
    def _network(state_size, num_actions):
        return Sequential([Input(shape=(state_size,)),
                           Dense(64, activation="relu"),
                           Dense(64, activation="relu"),
                           Dense(num_actions, activation="linear")])

    def compute_loss(self, experiences):
        states, actions, rewards, next_states, dones = experiences
        max_qsa = tf.reduce_max(self.target_q_network(next_states), axis=-1)
        y_targets = rewards + (GAMMA * max_qsa * (1 - dones))
        q_values = self.q_network(states)
        q_values = tf.gather_nd(q_values, tf.stack(
            [tf.range(q_values.shape[0]), tf.cast(actions, tf.int32)], axis=1))
        return tf.keras.losses.MSE(y_targets, q_values)

    def learn(self, experiences):
        with tf.GradientTape() as tape:
            loss = self.compute_loss(experiences)
        grads = tape.gradient(loss, self.q_network.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.q_network.trainable_variables))
        utils.update_target_network(self.q_network, self.target_q_network)
