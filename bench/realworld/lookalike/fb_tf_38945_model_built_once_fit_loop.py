# source: https://github.com/tensorflow/tensorflow/issues/38945
# symptom: memory grew when a new model was built and fitted with validation_split on every pass of a loop
# note: look-alike: the maintainer's rewrite from the thread: the training and validation arrays and the model are created once, outside the loop; the loop only calls fit on the same compiled model with explicit validation_data, one epoch per pass, and logs the RSS
import os

import numpy as np
import psutil
import tensorflow as tf

process = psutil.Process(os.getpid())

x = np.random.rand(10000, 100).astype("float32")
y = np.random.rand(10000, 1).astype("float32")
x_train, x_val = x[:8000], x[8000:]
y_train, y_val = y[:8000], y[8000:]

inputs = tf.keras.Input(shape=(x.shape[1],))
hidden = tf.keras.layers.Dense(256, activation="relu")(inputs)
hidden = tf.keras.layers.Dense(256, activation="relu")(hidden)
model = tf.keras.Model(inputs, tf.keras.layers.Dense(1)(hidden))
model.compile(optimizer="adam", loss="mse")

for run in range(100):
    model.fit(x_train, y_train, epochs=1, batch_size=128, validation_data=(x_val, y_val), verbose=0)
    print(run, process.memory_info().rss // 2**20, "MB")
