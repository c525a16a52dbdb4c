import numpy as np
from tensorflow import keras

from monitor import HoldoutMonitor

rng = np.random.default_rng(1234)
x = rng.normal(size=(20000, 64)).astype("float32")
y = (x[:, :4].sum(axis=1) > 0).astype("int64")

inputs = keras.Input(shape=(64,))
h = keras.layers.Dense(256, activation="relu")(inputs)
h = keras.layers.Dropout(0.3, seed=1234)(h)
outputs = keras.layers.Dense(2, activation="softmax")(h)
model = keras.Model(inputs, outputs)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])

monitor = HoldoutMonitor(x[16000:], y[16000:])
early = keras.callbacks.EarlyStopping(monitor="holdout_acc", mode="max", patience=10)
model.fit(x[:16000], y[:16000], batch_size=128, epochs=100, callbacks=[monitor, early], verbose=2)
print("best holdout acc:", max(a for _, a in monitor.history))
model.save("holdout_model.keras")
