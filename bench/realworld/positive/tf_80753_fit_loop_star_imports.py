# source: https://github.com/tensorflow/tensorflow/issues/80753
# symptom: memory grows on every iteration of a 500-iteration loop that creates a Sequential model with a helper and trains it with model.fit()
# expect: TFM009 36
# note: the helper returns a Sequential built from star-imported Keras names; the loop prints the RSS before and after each training
import os

import numpy as np
import psutil
from tensorflow.keras.layers import *
from tensorflow.keras.models import *

process = psutil.Process(os.getpid())


def rss_mb():
    return process.memory_info().rss / 2**20


def create_model(input_dim):
    model = Sequential()
    model.add(Input(shape=(input_dim,)))
    model.add(Dense(64, activation="relu"))
    model.add(Dropout(0.1))
    model.add(Dense(32, activation="relu"))
    model.add(Dense(1))
    model.compile(optimizer="adam", loss="mse")
    return model


x = np.random.rand(2000, 20).astype("float32")
y = np.random.rand(2000, 1).astype("float32")

for i in range(500):
    print(f"Iteration {i + 1}/500")
    print(f"start Current memory usage: {rss_mb():.2f} MB")
    model = create_model(x.shape[1])
    print("Training model:", model.name)
    model.fit(x, y, epochs=2, batch_size=64, verbose=0)
    print(f"end Current memory usage: {rss_mb():.2f} MB")
