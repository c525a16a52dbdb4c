import numpy as np
from tensorflow import keras


class NeuralNetHeuristic:
    """Value and move priors from a small dense network, trained on self-play games."""

    def __init__(self, start_state, checkpoint=None):
        self.start_state = start_state
        n_inputs = start_state.get_spaces().size
        if checkpoint:
            self.model = keras.models.load_model(checkpoint)
        else:
            self.model = keras.Sequential([
                keras.Input(shape=(n_inputs,)),
                keras.layers.Dense(64, activation="relu"),
                keras.layers.Dense(64, activation="relu"),
                keras.layers.Dense(n_inputs + 1, activation="tanh"),
            ])
            self.model.compile(optimizer="adam", loss="mse")

    def analyse(self, board):
        x = board.get_spaces().reshape(1, -1).astype("float32")
        outputs = self.model.predict(x, verbose=0)[0]
        value, policy = float(outputs[0]), outputs[1:]
        policy = np.exp(policy) / np.exp(policy).sum()
        return value, policy

    def train(self, boards, values, policies, epochs=10):
        x = np.stack([b.get_spaces().ravel() for b in boards]).astype("float32")
        y = np.concatenate([np.asarray(values)[:, None], np.asarray(policies)], axis=1)
        self.model.fit(x, y, epochs=epochs, verbose=0)
