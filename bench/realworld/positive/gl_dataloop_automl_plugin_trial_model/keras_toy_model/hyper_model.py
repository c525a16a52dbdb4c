"""Toy Keras experiment that a tuning plugin can build and train."""
import numpy as np
from tensorflow import keras


class HyperModel:
    def __init__(self, model_str):
        self.model_str = model_str
        self.model = None
        self.data = None

    def data_loader(self, configs):
        rng = np.random.default_rng(configs.get("seed", 0))
        x = rng.normal(size=(configs.get("n_samples", 2000), 20)).astype("float32")
        y = (x[:, :5].sum(axis=1) > 0).astype("float32")
        split = int(0.8 * len(x))
        self.data = (x[:split], y[:split]), (x[split:], y[split:])
        self.epochs = configs.get("epochs", 10)

    def add_preprocess(self, hp_values):
        self.noise = hp_values.get("input_noise", 0.0)

    def build(self, hp_values):
        self.model = keras.Sequential([
            keras.layers.Input(shape=(20,)),
            keras.layers.GaussianNoise(self.noise),
            keras.layers.Dense(hp_values["units"], activation="relu"),
            keras.layers.Dense(1, activation="sigmoid"),
        ], name=self.model_str)
        self.model.compile(
            optimizer=keras.optimizers.Adam(hp_values["learning_rate"]),
            loss="binary_crossentropy", metrics=["accuracy"])

    def train(self):
        (x, y), (vx, vy) = self.data
        history = self.model.fit(x, y, validation_data=(vx, vy),
                                 epochs=self.epochs, verbose=0)
        return {"val_accuracy": max(history.history["val_accuracy"])}
