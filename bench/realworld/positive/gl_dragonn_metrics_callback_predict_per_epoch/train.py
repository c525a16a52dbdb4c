"""Train a small convolutional model on one-hot encoded DNA sequences."""
import argparse

import numpy as np
from tensorflow import keras

from callbacks import MetricsCallback


def build_model(seq_len, num_tasks, filters=15, width=15):
    model = keras.Sequential([
        keras.layers.Input(shape=(seq_len, 4)),
        keras.layers.Conv1D(filters, width, activation="relu"),
        keras.layers.MaxPooling1D(35),
        keras.layers.Flatten(),
        keras.layers.Dense(num_tasks, activation="sigmoid"),
    ])
    model.compile(optimizer="adam", loss="binary_crossentropy")
    return model


def load_split(path):
    data = np.load(path)
    return data["X"].astype("float32"), data["y"].astype("float32")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--train", default="data/train.npz")
    parser.add_argument("--valid", default="data/valid.npz")
    parser.add_argument("--epochs", type=int, default=100)
    args = parser.parse_args()

    train = load_split(args.train)
    valid = load_split(args.valid)
    model = build_model(train[0].shape[1], train[1].shape[1])
    model.fit(train[0], train[1], batch_size=128, epochs=args.epochs,
              validation_data=valid,
              callbacks=[MetricsCallback(train, valid),
                         keras.callbacks.EarlyStopping(patience=5)])


if __name__ == "__main__":
    main()
