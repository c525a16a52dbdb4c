import numpy as np
from keras import backend
from keras.callbacks import Callback
from keras.layers import BatchNormalization
from keras.optimizers import SGD


class UnfreezeLayersCallback(Callback):
    """Unfreezes a slice of layers (top to bottom) at the start of each epoch."""

    def __init__(self, epochs, num_layers, learning_rate):
        super().__init__()
        self.unfreeze_per_epoch = int(np.ceil(num_layers / epochs))
        self.learning_rate = learning_rate

    def on_epoch_begin(self, epoch, logs=None):
        layers = self.model.layers
        top = len(layers) - 1 - epoch * self.unfreeze_per_epoch
        thawed = []
        for i in range(max(top - self.unfreeze_per_epoch, 0), top):
            if not isinstance(layers[i], BatchNormalization):
                layers[i].trainable = True
                thawed.append(i)
        self.model.compile(
            loss="categorical_crossentropy",
            optimizer=SGD(learning_rate=self.learning_rate, momentum=0.9),
            metrics=["accuracy"],
        )
        print("Layers unfrozen:", thawed)


class LearningRateSchedulerCallback(Callback):
    def __init__(self, epochs_first_cycle, learning_rate_second_cycle):
        super().__init__()
        self.epochs_first_cycle = epochs_first_cycle
        self.learning_rate_second_cycle = learning_rate_second_cycle

    def on_epoch_begin(self, epoch, logs=None):
        if epoch == self.epochs_first_cycle:
            backend.set_value(self.model.optimizer.learning_rate, self.learning_rate_second_cycle)
