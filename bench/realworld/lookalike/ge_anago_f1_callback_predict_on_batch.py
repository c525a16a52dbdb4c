# source: https://github.com/Hironsan/anago/blob/HEAD/anago/callbacks.py
# note: the per-epoch F1 callback walks the validation batches with predict_on_batch, which runs one compiled step per batch without setting up a new predict() loop; results are numpy, nothing accumulates across epochs
import numpy as np
from tensorflow import keras
from seqeval.metrics import f1_score


class F1Score(keras.callbacks.Callback):
    def __init__(self, valid_steps, valid_batches, preprocessor=None):
        super().__init__()
        self.valid_steps = valid_steps
        self.valid_batches = valid_batches
        self.p = preprocessor

    def on_epoch_end(self, epoch, logs=None):
        label_true, label_pred = [], []
        for _ in range(self.valid_steps):
            x_true, y_true = next(self.valid_batches)
            lengths = np.reshape(x_true[-1], (-1,))
            y_pred = np.argmax(self.model.predict_on_batch(x_true), -1)
            y_true = np.argmax(y_true, -1)
            label_true.extend(self.p.inverse_transform(y_true, lengths))
            label_pred.extend(self.p.inverse_transform(y_pred, lengths))
        score = f1_score(label_true, label_pred)
        print(f" - f1: {score * 100:04.2f}")
        if logs is not None:
            logs["f1"] = score
