# source: https://github.com/rstudio/keras3/issues/1054
# symptom: the process allocates more memory after every epoch while a custom callback calls predict in on_epoch_end
# expect: TFM008 18
# note: the report uses the R interface; this is the same callback written in Python
import numpy as np
from tensorflow import keras


class ProbeCallback(keras.callbacks.Callback):
    def __init__(self, probe, repeats=50):
        super().__init__()
        self.probe = probe
        self.repeats = repeats
        self.history = []

    def on_epoch_end(self, epoch, logs=None):
        for _ in range(self.repeats):
            pred = self.model.predict(self.probe, verbose=0)
        self.history.append(pred[0].tolist())


def random_batches(batch_size=7):
    while True:
        x = keras.utils.to_categorical(np.random.randint(0, 5, batch_size), 5)
        y = keras.utils.to_categorical(np.random.randint(0, 3, batch_size), 3)
        yield x, y


model = keras.Sequential([keras.Input((5,)), keras.layers.Dense(4, activation="relu"),
                          keras.layers.Dense(3, activation="softmax")])
model.compile(loss="categorical_crossentropy", optimizer="rmsprop", metrics=["accuracy"])
probe = np.arange(1, 6, dtype="float32").reshape(1, 5)
model.fit(random_batches(), steps_per_epoch=20, epochs=500, validation_data=random_batches(),
          validation_steps=5, callbacks=[ProbeCallback(probe)])
