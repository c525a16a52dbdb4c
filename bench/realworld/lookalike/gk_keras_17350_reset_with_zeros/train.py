import numpy as np
from tensorflow import keras

from callbacks import ValOutputCallback
from model import CollectingModel

inputs = keras.Input(shape=(32,))
hidden = keras.layers.Dense(64, activation="relu")(inputs)
outputs = keras.layers.Dense(1)(hidden)
model = CollectingModel(inputs, outputs)
model.compile(optimizer="adam", loss="mse", metrics=["mae"])

x = np.random.random((2000, 32)).astype("float32")
y = np.random.random((2000, 1)).astype("float32")
cb = ValOutputCallback()
model.fit(x, y, epochs=200, batch_size=64, validation_split=0.2, callbacks=[cb])
print(cb.summary[-1])
