import argparse

import numpy as np
import tensorflow as tf

from agents.federated import federated_training


def beam_model():
    return tf.keras.Sequential([
        tf.keras.layers.Input(shape=(20, 200, 10)),
        tf.keras.layers.Conv2D(16, 3, activation="relu"),
        tf.keras.layers.MaxPooling2D(),
        tf.keras.layers.Flatten(),
        tf.keras.layers.Dense(256, activation="softmax"),
    ])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--vehicles", type=int, default=2)
    parser.add_argument("--epochs", type=int, default=15)
    args = parser.parse_args()

    data = np.load("lidar_beams.npz")
    federated_training("imperial", beam_model, args.vehicles,
                       data["train_x"], data["train_y"], data["val_x"], data["val_y"],
                       epochs=args.epochs)


if __name__ == "__main__":
    main()
