import numpy as np
import tensorflow as tf

TYPES = {"e": 0, "mu": 1, "jet": 3}


class ResolutionCallback(tf.keras.callbacks.Callback):
    """Collects per-batch tau-vs-X discriminator values to plot them at epoch end."""

    def on_epoch_begin(self, epoch, logs=None):
        self.res = {key: [] for key in list(TYPES) + ["tau" + k for k in TYPES] + ["w"]}

    def on_train_batch_end(self, batch, logs=None):
        y, y_pred = self.model.y, self.model.y_pred
        for typ, idx in TYPES.items():
            disc = y_pred[:, 2] / (y_pred[:, 2] + y_pred[:, idx])
            self.res[typ].append(tf.where(y[:, idx] == 1.0, disc, -1.0))
            self.res["tau" + typ].append(tf.where(y[:, 2] == 1.0, disc, -1.0))
        self.res["w"].append(self.model.sample_weight)

    def on_epoch_end(self, epoch, logs=None):
        for typ in TYPES:
            values = np.concatenate([t.numpy() for t in self.res[typ]])
            print("epoch %d %s: mean disc %.4f" % (epoch, typ, values[values >= 0].mean()))
