"""Run the range test before the real training of the tabular model."""
import numpy as np
from tensorflow import keras

from lr_finder import find_lr


def build(n_features):
    model = keras.Sequential([
        keras.Input(shape=(n_features,)),
        keras.layers.Dense(256, activation="relu"),
        keras.layers.Dense(128, activation="relu"),
        keras.layers.Dense(1, activation="sigmoid"),
    ])
    model.compile(optimizer=keras.optimizers.SGD(1e-3, momentum=0.9), loss="binary_crossentropy")
    return model


if __name__ == "__main__":
    data = np.load("tabular.npz")
    net = build(data["x"].shape[1])
    lrs, losses = find_lr(net, data["x"], data["y"])
    smooth = np.convolve(losses, np.ones(10) / 10, mode="valid")
    print("suggested lr:", lrs[np.argmin(np.gradient(smooth))])
