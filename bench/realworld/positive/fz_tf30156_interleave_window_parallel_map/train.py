import argparse

import tensorflow as tf

from pipeline import make_xy_dataset
from pipeline.windows import N_COLS, WINDOW


def build_model():
    return tf.keras.Sequential([
        tf.keras.Input(shape=(WINDOW, N_COLS - 1)),
        tf.keras.layers.Conv1D(64, 5, activation="relu"),
        tf.keras.layers.GlobalAveragePooling1D(),
        tf.keras.layers.Dense(1),
    ])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--train", default="data/train/*.csv")
    parser.add_argument("--val", default="data/val/*.csv")
    parser.add_argument("--epochs", type=int, default=20)
    args = parser.parse_args()

    model = build_model()
    model.compile(optimizer="adam", loss="mse")
    model.fit(make_xy_dataset(args.train), validation_data=make_xy_dataset(args.val),
              epochs=args.epochs)


if __name__ == "__main__":
    main()
