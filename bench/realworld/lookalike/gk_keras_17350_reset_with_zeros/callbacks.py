import numpy as np
from tensorflow import keras


class ValOutputCallback(keras.callbacks.Callback):
    def __init__(self):
        super().__init__()
        self.summary = []

    def on_epoch_begin(self, epoch, logs=None):
        self.model.reset_collected()

    def on_epoch_end(self, epoch, logs=None):
        preds = self.model.val_pred.numpy()
        self.summary.append((epoch, float(np.mean(preds)), float(np.std(preds))))
