# source: https://github.com/NatBala/MyCollections/blob/HEAD/mycallback.py
# symptom: none: the callback evaluates, it does not predict
# note: the repository's TestCallback computes test loss/accuracy with self.model.evaluate at each epoch end (its predict-based AUC lines are commented out in the source); evaluate is not what the predict-in-loop rule is about
import keras
import numpy as np


class TestCallback(keras.callbacks.Callback):
    def __init__(self, test_data):
        super().__init__()
        self.test_data = test_data
        self.history = []

    def on_epoch_end(self, epoch, logs=None):
        x, y = self.test_data
        loss, acc = self.model.evaluate(x, y, verbose=0)
        self.history.append((loss, acc))
        print("\ntest loss %.4f acc %.4f" % (loss, acc))


x = np.random.rand(2000, 20).astype("float32")
y = (x.sum(axis=1) > 10).astype("float32")
net = keras.Sequential([keras.layers.Input((20,)), keras.layers.Dense(32, activation="relu"),
                        keras.layers.Dense(1, activation="sigmoid")])
net.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
net.fit(x[:1500], y[:1500], epochs=20, callbacks=[TestCallback((x[1500:], y[1500:]))])
