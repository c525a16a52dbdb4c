import numpy as np
import tensorflow as tf

from .metrics import binary_accuracy, ice_extent


class BatchwiseIceExtentMonitor(tf.keras.callbacks.Callback):
    """Tracks forecast accuracy and ice extent on a fixed validation sample while training."""

    def __init__(self, val_inputs, val_targets, land_mask, log_every=1):
        super().__init__()
        self.val_inputs = val_inputs
        self.val_targets = val_targets
        self.land_mask = ~land_mask
        self.log_every = log_every
        self.history = {"accuracy": [], "extent_error_km2": []}

    def on_train_batch_end(self, batch, logs=None):
        if batch % self.log_every:
            return
        forecast = self.model.predict(self.val_inputs, verbose=0)[..., 0]
        acc = binary_accuracy(forecast, self.val_targets, self.land_mask)
        extent_err = np.abs(ice_extent(forecast) - ice_extent(self.val_targets)).mean()
        self.history["accuracy"].append(float(acc))
        self.history["extent_error_km2"].append(float(extent_err))
        if logs is not None:
            logs["val_sample_accuracy"] = acc
