import argparse

import numpy as np
from tensorflow import keras

from monitor import HoldoutMonitor


def build_model(n_features, n_classes, seed):
    inputs = keras.Input(shape=(n_features,))
    x = keras.layers.Dense(256, activation="relu")(inputs)
    x = keras.layers.Dropout(0.3, seed=seed)(x)
    x = keras.layers.Dense(128, activation="relu")(x)
    x = keras.layers.Dropout(0.3, seed=seed + 1)(x)
    outputs = keras.layers.Dense(n_classes, activation="softmax")(x)
    return keras.Model(inputs, outputs)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1234)
    args = parser.parse_args()

    rng = np.random.default_rng(args.seed)
    x = rng.normal(size=(20000, 64)).astype("float32")
    y = (x[:, :4].sum(axis=1) > 0).astype("int64") + (x[:, 4] > 1).astype("int64")
    x_train, y_train, x_val, y_val = x[:16000], y[:16000], x[16000:], y[16000:]

    model = build_model(64, 3, args.seed)
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    monitor = HoldoutMonitor(x_val, y_val, every=1, log_path="holdout.csv")
    model.fit(x_train, y_train, batch_size=128, epochs=args.epochs,
              callbacks=[monitor], verbose=2)
    print("best holdout acc:", max(a for _, a in monitor.history))


if __name__ == "__main__":
    main()
