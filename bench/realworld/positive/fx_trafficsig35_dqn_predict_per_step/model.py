import numpy as np
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras import layers


class TrainModel:
    def __init__(self, num_layers, width, batch_size, learning_rate, input_dim, output_dim):
        self._input_dim = input_dim
        self._output_dim = output_dim
        self._batch_size = batch_size
        self._learning_rate = learning_rate
        self._model = self._build_model(num_layers, width)

    def _build_model(self, num_layers, width):
        inputs = keras.Input(shape=(self._input_dim,))
        x = layers.Dense(width, activation="relu")(inputs)
        for _ in range(num_layers):
            x = layers.Dense(width, activation="relu")(x)
        outputs = layers.Dense(self._output_dim, activation="linear")(x)
        model = keras.Model(inputs=inputs, outputs=outputs, name="dqn")
        model.compile(loss="mse", optimizer=keras.optimizers.Adam(learning_rate=self._learning_rate))
        return model

    def predict_one(self, state):
        state = np.reshape(state, [1, self._input_dim])
        return self._model.predict(state)

    def predict_batch(self, states):
        return self._model.predict(states)

    def train_batch(self, states, q_sa):
        self._model.fit(states, q_sa, epochs=1, verbose=0)

    def save_model(self, path):
        self._model.save(path + "/trained_model.h5")
