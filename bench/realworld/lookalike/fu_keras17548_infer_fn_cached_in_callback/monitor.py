import numpy as np
import tensorflow as tf
from tensorflow import keras


class HoldoutMonitor(keras.callbacks.Callback):
    def __init__(self, x_val, y_val, every=1):
        super().__init__()
        self.x_val = tf.convert_to_tensor(x_val, dtype=tf.float32)
        self.y_val = np.asarray(y_val)
        self.every = every
        self.history = []
        self._infer = None

    def on_epoch_end(self, epoch, logs=None):
        if (epoch + 1) % self.every:
            return
        if self._infer is None:
            self._infer = tf.function(self.model)
        probs = self._infer(self.x_val, training=False).numpy()
        acc = float(np.mean(np.argmax(probs, axis=-1) == self.y_val))
        self.history.append((epoch, acc))
        if logs is not None:
            logs["holdout_acc"] = acc
