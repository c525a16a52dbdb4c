"""Incremental training: the network sees the alarm logs one day at a time."""
import glob

import numpy as np
from tensorflow import keras

from adaptors.train_keras import TrainKerasModel


def build_classifier(n_features, n_classes):
    return keras.Sequential([
        keras.layers.Input(shape=(n_features,)),
        keras.layers.Dense(128, activation="relu"),
        keras.layers.Dropout(0.3),
        keras.layers.Dense(n_classes, activation="softmax"),
    ])


def load_day(path, n_classes):
    data = np.load(path)
    return data["X"], keras.utils.to_categorical(data["y"], n_classes)


def main(n_features=45, n_classes=12):
    model = build_classifier(n_features, n_classes)
    adaptor = TrainKerasModel(model)
    for day_file in sorted(glob.glob("logs/day_*.npz")):
        X, Y = load_day(day_file, n_classes)
        adaptor.set_data(X, Y)
        adaptor.train(batch_size=256, epoch=3)
    adaptor.save("models/alarm_classifier.h5")


if __name__ == "__main__":
    main()
