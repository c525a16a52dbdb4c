import numpy as np
from tensorflow import keras

from lite_model import LiteModel


class GreedyAgent:
    def __init__(self, model_path, n_actions, epsilon=0.05, seed=0):
        keras_model = keras.models.load_model(model_path)
        self.policy = LiteModel.from_keras_model(keras_model)
        self.n_actions = n_actions
        self.epsilon = epsilon
        self.rng = np.random.default_rng(seed)

    def act(self, observation):
        if self.rng.random() < self.epsilon:
            return int(self.rng.integers(self.n_actions))
        q_values = self.policy.predict(observation[np.newaxis].astype(np.float32))[0]
        return int(np.argmax(q_values))
