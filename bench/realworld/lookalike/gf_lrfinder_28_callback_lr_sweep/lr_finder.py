"""Exponential learning-rate range test driven by a Keras callback."""
import numpy as np
from tensorflow import keras


class LRSweep(keras.callbacks.Callback):
    def __init__(self, start_lr, end_lr, num_batches, stop_factor=4.0):
        super().__init__()
        self.start_lr = start_lr
        self.mult = (end_lr / start_lr) ** (1.0 / num_batches)
        self.stop_factor = stop_factor
        self.lrs, self.losses = [], []
        self.best = np.inf

    def on_train_begin(self, logs=None):
        keras.backend.set_value(self.model.optimizer.learning_rate, self.start_lr)

    def on_train_batch_end(self, batch, logs=None):
        lr = float(keras.backend.get_value(self.model.optimizer.learning_rate))
        loss = float(logs["loss"])
        self.lrs.append(lr)
        self.losses.append(loss)
        if not np.isfinite(loss) or loss > self.stop_factor * self.best:
            self.model.stop_training = True
            return
        self.best = min(self.best, loss)
        keras.backend.set_value(self.model.optimizer.learning_rate, lr * self.mult)


def find_lr(model, x, y, start_lr=1e-7, end_lr=10.0, batch_size=64, epochs=1):
    initial_weights = model.get_weights()
    initial_lr = float(keras.backend.get_value(model.optimizer.learning_rate))
    num_batches = epochs * int(np.ceil(len(x) / batch_size))
    sweep = LRSweep(start_lr, end_lr, num_batches)
    model.fit(x, y, batch_size=batch_size, epochs=epochs, callbacks=[sweep], verbose=0)
    model.set_weights(initial_weights)
    keras.backend.set_value(model.optimizer.learning_rate, initial_lr)
    return np.array(sweep.lrs), np.array(sweep.losses)
