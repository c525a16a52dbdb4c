# source: https://github.com/keras-team/keras/issues/11512
# note: the reporter's epoch-level F1 metric implemented as a callback: once per epoch, on_epoch_end runs a single predict over the whole validation set and computes F1 on all of it (compile-time metrics are averaged per batch instead); one whole-set predict per epoch, no per-sample or per-batch loop
import numpy as np
from tensorflow import keras
from tensorflow.keras import layers


class EpochF1(keras.callbacks.Callback):
    def __init__(self, x_val, y_val):
        super().__init__()
        self.x_val = x_val
        self.y_val = y_val
        self.history = []

    def on_epoch_end(self, epoch, logs=None):
        y_pred = (self.model.predict(self.x_val, batch_size=1024, verbose=0).ravel() > 0.5).astype(int)
        tp = np.sum((y_pred == 1) & (self.y_val == 1))
        fp = np.sum((y_pred == 1) & (self.y_val == 0))
        fn = np.sum((y_pred == 0) & (self.y_val == 1))
        f1 = 2 * tp / max(2 * tp + fp + fn, 1)
        self.history.append(f1)
        if logs is not None:
            logs["val_epoch_f1"] = f1
        print(f" - val_epoch_f1: {f1:.4f}")


(x_train, y_train), (x_test, y_test) = keras.datasets.imdb.load_data(num_words=10000)
x_train = keras.utils.pad_sequences(x_train, maxlen=200)
x_test = keras.utils.pad_sequences(x_test, maxlen=200)

model = keras.Sequential([
    layers.Input((200,)),
    layers.Embedding(10000, 32),
    layers.GlobalAveragePooling1D(),
    layers.Dense(16, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x_train, y_train, batch_size=128, epochs=10,
          validation_data=(x_test, y_test), callbacks=[EpochF1(x_test, y_test)])
