import tensorflow as tf


class GradualUnfreeze(tf.keras.callbacks.Callback):
    """Unfreezes one more block of the backbone after every epoch."""

    def __init__(self, backbone, start_epoch=2, block_size=10, learning_rate=1e-5):
        super().__init__()
        self.backbone = backbone
        self.start_epoch = start_epoch
        self.block_size = block_size
        self.learning_rate = learning_rate

    def on_epoch_end(self, epoch, logs=None):
        if epoch < self.start_epoch:
            return
        n = (epoch - self.start_epoch + 1) * self.block_size
        for layer in self.backbone.layers[-n:]:
            if not isinstance(layer, tf.keras.layers.BatchNormalization):
                layer.trainable = True
        self.model.compile(
            optimizer=tf.keras.optimizers.Adam(self.learning_rate),
            loss="categorical_crossentropy",
            metrics=["accuracy"],
        )
