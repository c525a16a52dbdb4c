# source: https://github.com/tensorflow/tensorflow/issues/40655
# symptom: the memory used by a training run is not released afterwards: the process retrains periodically in a `while True` loop with a long sleep in between, and memory stays up after each "training over !!!"
# expect: TFM009 16
# note: the service retrains from scratch in every round: train_func() builds, compiles and fits a new Sequential model and is called forever from the module-level while loop; layers come from a star import
import time

import numpy as np
from tensorflow.keras.layers import *
from tensorflow.keras.models import Sequential
from tensorflow.keras.utils import to_categorical


def train_func(n_samples=10000, n_classes=10):
    x_train = np.random.randn(n_samples, 784)
    y_train = to_categorical(np.random.randint(0, n_classes, size=n_samples), n_classes)
    model = Sequential()
    model.add(Dense(512, activation="relu", input_shape=(784,)))
    model.add(Dense(256, activation="relu"))
    model.add(Dense(n_classes, activation="softmax"))
    model.summary()
    model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
    model.fit(x_train, y_train, batch_size=64, epochs=1)


while True:
    train_func()
    print("training over !!!")
    time.sleep(1000)
