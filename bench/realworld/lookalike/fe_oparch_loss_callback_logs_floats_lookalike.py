# source: https://github.com/ilmari99/oparch/blob/HEAD/custom_callback.py
# symptom: none; a plotting callback that keeps the batch losses of a whole fit() in a list
# note: look-alike: the values appended per batch come from Keras' logs dict (plain Python/NumPy floats, not tensors), so the list holds numbers, not device buffers
import matplotlib.pyplot as plt
import numpy as np
import tensorflow as tf


class LossCallback(tf.keras.callbacks.Callback):
    def __init__(self):
        super().__init__()
        self.loss_array = []
        self.loss_on_epoch_end = []

    def on_train_batch_end(self, batch, logs=None):
        self.loss_array.append(logs["loss"])

    def on_epoch_end(self, epoch, logs=None):
        self.loss_on_epoch_end.append(logs["loss"])

    def plot_loss(self):
        plt.plot(range(len(self.loss_array)), self.loss_array)
        plt.show()


model = tf.keras.Sequential([tf.keras.Input(shape=(20,)), tf.keras.layers.Dense(64, activation="relu"), tf.keras.layers.Dense(1)])
model.compile(optimizer="adam", loss="mse")
cb = LossCallback()
x = np.random.rand(4096, 20).astype("float32")
model.fit(x, x.sum(axis=1), epochs=20, batch_size=32, callbacks=[cb], verbose=0)
cb.plot_loss()
