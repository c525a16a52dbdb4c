"""Training callbacks for the segmentation experiments."""
import numpy as np
import tensorflow as tf


class CollectOutputAndTarget(tf.keras.callbacks.Callback):
    """Keeps the model output on a fixed probe batch after every training batch.

    The collected outputs are used after training to animate how the
    predictions evolve.
    """

    def __init__(self, probe_x, probe_y):
        super().__init__()
        self.probe_x = tf.convert_to_tensor(probe_x)
        self.probe_y = probe_y
        self.targets = []
        self.outputs = []

    def on_train_batch_end(self, batch, logs=None):
        y_pred = self.model(self.probe_x, training=False)
        self.outputs.append(y_pred)
        self.targets.append(self.probe_y)


class EpochTimer(tf.keras.callbacks.Callback):
    def on_epoch_begin(self, epoch, logs=None):
        self._t0 = tf.timestamp()

    def on_epoch_end(self, epoch, logs=None):
        if logs is not None:
            logs["epoch_seconds"] = float(tf.timestamp() - self._t0)


def stack_history(callback):
    return np.stack([np.asarray(o) for o in callback.outputs])
