# source: https://github.com/keras-team/keras/issues/608
# symptom: Keras warns "Method on_batch_end() is slow compared to the batch update. Check your callbacks."; the maintainer's answer: a custom callback is significantly slowing down training
# expect: TFM008 27
# note: a custom callback tracks how the reconstruction of a fixed preview batch evolves; its on_batch_end hook runs model.predict after every training batch
import numpy as np
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras import layers

(x_train, _), (x_test, _) = keras.datasets.mnist.load_data()
x_train = x_train.reshape(-1, 784).astype("float32") / 255.0
x_test = x_test.reshape(-1, 784).astype("float32") / 255.0


class ReconstructionTracker(keras.callbacks.Callback):
    """Records the preview-batch reconstruction error after every batch."""

    def __init__(self, preview, every=1):
        super().__init__()
        self.preview = preview
        self.every = every
        self.errors = []

    def on_batch_end(self, batch, logs=None):
        if batch % self.every:
            return
        recon = self.model.predict(self.preview, verbose=0)
        self.errors.append(float(np.mean((recon - self.preview) ** 2)))


autoencoder = keras.Sequential([
    layers.Dense(256, activation="relu", input_shape=(784,)),
    layers.Dense(32, activation="relu"),
    layers.Dense(256, activation="relu"),
    layers.Dense(784, activation="sigmoid"),
])
autoencoder.compile(optimizer="adam", loss="binary_crossentropy")

tracker = ReconstructionTracker(x_test[:64])
autoencoder.fit(x_train, x_train, epochs=20, batch_size=128,
                validation_data=(x_test, x_test), callbacks=[tracker])
np.save("preview_errors.npy", np.array(tracker.errors))
