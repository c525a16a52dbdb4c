import numpy as np
import tensorflow as tf
from tensorflow import keras


class HoldoutMonitor(keras.callbacks.Callback):
    """Scores a fixed held-out split with the inference graph after each epoch."""

    def __init__(self, x_val, y_val, every=1, log_path=None):
        super().__init__()
        self.x_val = tf.convert_to_tensor(x_val, dtype=tf.float32)
        self.y_val = np.asarray(y_val)
        self.every = every
        self.log_path = log_path
        self.history = []

    def on_epoch_end(self, epoch, logs=None):
        if (epoch + 1) % self.every:
            return
        infer = tf.function(self.model)
        probs = infer(self.x_val, training=False).numpy()
        acc = float(np.mean(np.argmax(probs, axis=-1) == self.y_val))
        self.history.append((epoch, acc))
        if logs is not None:
            logs["holdout_acc"] = acc
        if self.log_path:
            with open(self.log_path, "a") as f:
                f.write("%d,%.5f\n" % (epoch, acc))
