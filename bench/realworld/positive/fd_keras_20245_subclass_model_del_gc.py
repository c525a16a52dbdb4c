# source: https://github.com/keras-team/keras/issues/20245
# symptom: RAM is never released when models are created and trained repeatedly in a loop, with every backend, even after del model and gc.collect(); the reporter asks how to delete a model so that its memory is freed
# expect: TFM009 34
# note: a keras.Model subclass is instantiated, compiled and fit in each iteration of a plain for loop, then deleted and garbage-collected; clear_session is never called
import gc
import os

os.environ["KERAS_BACKEND"] = "tensorflow"

import keras
import numpy as np
import psutil


class WideClassifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.dense1 = keras.layers.Dense(1000, activation="relu")
        self.dense2 = keras.layers.Dense(10000, activation="relu")
        self.dense3 = keras.layers.Dense(10, activation="softmax")

    def call(self, x):
        return self.dense3(self.dense2(self.dense1(x)))


def rss_mb():
    return psutil.Process().memory_info().rss / 2**20


x = np.random.rand(2048, 100).astype("float32")
y = np.random.randint(0, 10, size=(2048,))

for run in range(20):
    model = WideClassifier()
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
    model.fit(x, y, epochs=1, batch_size=256, verbose=0)
    del model
    gc.collect()
    print(f"run {run}: {rss_mb():.0f} MB")
