import os

import numpy as np
from tensorflow import keras


class NNPredictorLSTM:
    """Predicts the gain `lookahead` candles ahead from a window of indicators."""

    def __init__(self, name, seq_len, num_features, model_dir="models"):
        self.path = os.path.join(model_dir, name + ".keras")
        if os.path.exists(self.path):
            self.model = keras.models.load_model(self.path)
        else:
            self.model = keras.Sequential([
                keras.layers.Input(shape=(seq_len, num_features)),
                keras.layers.LSTM(64),
                keras.layers.Dense(1, activation="linear"),
            ])
            self.model.compile(optimizer="adam", loss="mse")

    def train(self, x, y):
        self.model.fit(x, y, epochs=8, batch_size=256, verbose=0)
        self.model.save(self.path)

    def predict(self, data):
        preds = self.model.predict(data, verbose=0)
        return np.squeeze(preds, axis=-1)
