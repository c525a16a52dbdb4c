# source: https://github.com/keras-team/keras/issues/4168
# note: the pattern the reporter describes: a callback that calls self.model.predict on the held-out set once per epoch, in on_epoch_end, to log per-epoch predictions; one predict per epoch, not per batch
import numpy as np
import tensorflow as tf
from sklearn.metrics import roc_auc_score


class EpochAUC(tf.keras.callbacks.Callback):
    def __init__(self, x_val, y_val):
        super().__init__()
        self.x_val = x_val
        self.y_val = y_val
        self.scores = []

    def on_epoch_end(self, epoch, logs=None):
        preds = self.model.predict(self.x_val, batch_size=1024, verbose=0)
        auc = roc_auc_score(self.y_val, preds[:, 0])
        self.scores.append(auc)
        print(f" - val_auc: {auc:.4f}")


data = np.load("clicks.npz")
x, y = data["x"].astype("float32"), data["y"]
model = tf.keras.Sequential([tf.keras.layers.Dense(64, activation="relu", input_shape=(x.shape[1],)),
                             tf.keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="adam", loss="binary_crossentropy")
model.fit(x[:-5000], y[:-5000], epochs=20, batch_size=512, callbacks=[EpochAUC(x[-5000:], y[-5000:])])
