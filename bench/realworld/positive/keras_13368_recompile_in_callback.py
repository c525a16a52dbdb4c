# source: https://github.com/keras-team/keras/issues/13368
# symptom: the user recompiles the model inside a callback during training to freeze layers and update the loss weights; the report says the recompile does not take effect (no memory figures given)
# expect: TFM013 20
# note: Keras callback hook: on_epoch_begin recompiles the same model at the start of every epoch to anneal the loss weights
import tensorflow as tf


class AnnealLossWeights(tf.keras.callbacks.Callback):
    def __init__(self, freeze_at=10, n_frozen=100, anneal_epochs=50):
        super().__init__()
        self.freeze_at = freeze_at
        self.n_frozen = n_frozen
        self.anneal_epochs = anneal_epochs

    def on_epoch_begin(self, epoch, logs=None):
        if epoch == self.freeze_at:
            for layer in self.model.layers[: self.n_frozen]:
                layer.trainable = False
        w_seg = max(0.2, 1.0 - epoch / self.anneal_epochs)
        self.model.compile(
            optimizer=self.model.optimizer,
            loss={"seg": "binary_crossentropy", "cls": "categorical_crossentropy"},
            loss_weights={"seg": w_seg, "cls": 1.0 - w_seg},
        )


inputs = tf.keras.Input((128, 128, 3))
features = tf.keras.applications.MobileNetV2(include_top=False, weights=None)(inputs)
seg = tf.keras.layers.Conv2D(1, 1, activation="sigmoid", name="seg")(features)
cls = tf.keras.layers.Dense(4, activation="softmax", name="cls")(tf.keras.layers.GlobalAveragePooling2D()(features))
model = tf.keras.Model(inputs, [seg, cls])
model.compile(optimizer="adam", loss={"seg": "binary_crossentropy", "cls": "categorical_crossentropy"})
model.fit(tf.data.Dataset.load("train_ds"), epochs=60, callbacks=[AnnealLossWeights()])
