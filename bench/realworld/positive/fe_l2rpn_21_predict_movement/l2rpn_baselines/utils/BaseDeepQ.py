import os

import numpy as np
import tensorflow as tf
from tensorflow.keras.layers import Activation, Dense, Input
from tensorflow.keras.models import Model
from tensorflow.keras.optimizers import Adam


class BaseDeepQ:
    def __init__(self, action_size, observation_size, lr=1e-4, gamma=0.99, sizes=(800, 494, 494)):
        self._action_size = action_size
        self._observation_size = observation_size
        self._lr = lr
        self._gamma = gamma
        self._sizes = sizes
        self._model = None
        self._target_model = None
        self.construct_q_network()

    def construct_q_network(self):
        inputs = Input(shape=(self._observation_size,))
        x = inputs
        for size in self._sizes:
            x = Activation("relu")(Dense(size)(x))
        q_values = Dense(self._action_size)(x)
        self._model = Model(inputs=inputs, outputs=q_values)
        self._model.compile(optimizer=Adam(learning_rate=self._lr), loss="mse")
        self._target_model = tf.keras.models.clone_model(self._model)
        self._target_model.set_weights(self._model.get_weights())

    def predict_movement(self, data, epsilon, batch_size=None):
        if batch_size is None:
            batch_size = data.shape[0]
        rand_val = np.random.random(batch_size)
        q_actions = self._model.predict(data, batch_size=batch_size)
        opt_policy = np.argmax(np.abs(q_actions), axis=-1)
        explore = rand_val < epsilon
        opt_policy[explore] = np.random.randint(0, self._action_size, size=int(np.sum(explore)))
        return opt_policy, q_actions[0, opt_policy]

    def train(self, s_batch, a_batch, r_batch, d_batch, s2_batch):
        batch_size = s_batch.shape[0]
        targets = self._model.predict(s_batch, batch_size=batch_size)
        fut_action = self._model.predict(s2_batch, batch_size=batch_size)
        target_next = self._target_model.predict(s2_batch, batch_size=batch_size)
        for i in range(batch_size):
            targets[i, a_batch[i]] = r_batch[i]
            if not d_batch[i]:
                best_next = np.argmax(fut_action[i])
                targets[i, a_batch[i]] += self._gamma * target_next[i, best_next]
        loss = self._model.train_on_batch(s_batch, targets)
        return loss

    def update_target(self, tau=0.01):
        weights = self._model.get_weights()
        target = self._target_model.get_weights()
        self._target_model.set_weights([tau * w + (1 - tau) * t for w, t in zip(weights, target)])

    def save_network(self, path, name):
        self._model.save(os.path.join(path, f"{name}.h5"))
