import tensorflow as tf

from .model import make_optimizer


class UnfreezeBackbone(tf.keras.callbacks.Callback):
    """After `n_epochs` epochs of head-only training, open the backbone from `layer_idx` on."""

    def __init__(self, n_epochs, layer_idx, strategy, fine_tune_lr=1e-5):
        super().__init__()
        self.n_epochs = n_epochs
        self.layer_idx = layer_idx
        self.strategy = strategy
        self.fine_tune_lr = fine_tune_lr

    def on_epoch_end(self, epoch, logs=None):
        print(f"This is epoch number: {epoch}")
        if self.n_epochs and epoch == self.n_epochs - 1:
            print("Open entire model for training")
            self._set_trainable()
            self._recompile()

    def _set_trainable(self):
        for layer in self.model.layers[self.layer_idx:]:
            is_bn = isinstance(layer, tf.keras.layers.BatchNormalization)
            layer.trainable = not (is_bn and getattr(self.model, "freeze_bn", True))

    def _recompile(self):
        # trainable flags only take effect after compile, so compile again mid-fit
        with self.strategy.scope():
            self.model.compile(
                optimizer=make_optimizer(self.fine_tune_lr),
                loss="sparse_categorical_crossentropy",
                metrics=["accuracy"],
            )
