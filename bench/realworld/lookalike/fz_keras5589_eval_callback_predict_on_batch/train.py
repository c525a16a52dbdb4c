import argparse

import numpy as np
from tensorflow import keras

from callbacks import EvaluationCallback

LABELS = ["mass", "radius", "temperature"]
MAX_VALUES = [12.0, 3.5, 9000.0]


def batch_stream(x, y, batch_size):
    while True:
        idx = np.random.randint(0, len(x), size=batch_size)
        yield x[idx], y[idx] * np.asarray(MAX_VALUES)


def build_model(n_features, n_targets):
    model = keras.Sequential([
        keras.Input(shape=(n_features,)),
        keras.layers.Dense(128, activation="relu"),
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(n_targets, activation="sigmoid"),
    ])
    model.compile(optimizer="adam", loss="mse")
    return model


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=200)
    parser.add_argument("--eval-batches", type=int, default=50)
    args = parser.parse_args()

    x = np.random.rand(20000, 40).astype("float32")
    y = np.random.rand(20000, len(LABELS)).astype("float32")
    x_val = np.random.rand(4000, 40).astype("float32")
    y_val = np.random.rand(4000, len(LABELS)).astype("float32")

    model = build_model(x.shape[1], y.shape[1])
    evaluator = EvaluationCallback(
        batch_stream(x_val, y_val, 64), args.eval_batches, LABELS, MAX_VALUES)
    model.fit(x, y, batch_size=128, epochs=args.epochs, callbacks=[evaluator])


if __name__ == "__main__":
    main()
