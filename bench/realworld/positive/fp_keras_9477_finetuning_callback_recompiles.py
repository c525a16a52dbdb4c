# source: https://github.com/keras-team/keras/issues/9477
# symptom: fine-tuning needs layer.trainable changes plus a recompile, which splits training (and its callbacks, optimizer state and logs) into two fit runs; the reporter's FineTuningCallback does the switch inside one fit, and its debug version re-applies it (new learning rate, recompile) at the end of every epoch
# expect: TFM013 39
# note: the callback's on_epoch_end hook (runs once per epoch) unfreezes the top blocks and calls self.model.compile with a fresh SGD optimizer every epoch from the switch epoch on, instead of compiling once at the switch
import tensorflow as tf
from tensorflow import keras

IMG_SHAPE = (299, 299, 3)


def build():
    base = keras.applications.InceptionV3(include_top=False, weights="imagenet", input_shape=IMG_SHAPE)
    base.trainable = False
    x = keras.layers.GlobalAveragePooling2D()(base.output)
    x = keras.layers.Dense(1024, activation="relu")(x)
    out = keras.layers.Dense(200, activation="softmax")(x)
    model = keras.Model(base.input, out)
    model.compile(optimizer="rmsprop", loss="categorical_crossentropy", metrics=["accuracy"])
    return model, base


class FineTuningCallback(keras.callbacks.Callback):
    """Switch to fine tuning mode at `epoch`: unfreeze the top inception blocks, lower the lr."""

    def __init__(self, base, epoch=10, unfreeze_from=249, lr=1e-4, verbose=1):
        super().__init__()
        self.base = base
        self.switch_epoch = epoch
        self.unfreeze_from = unfreeze_from
        self.lr = lr
        self.verbose = verbose

    def on_epoch_end(self, epoch, logs=None):
        if epoch + 1 < self.switch_epoch:
            return
        self.base.trainable = True
        for layer in self.base.layers[: self.unfreeze_from]:
            layer.trainable = False
        self.model.compile(optimizer=keras.optimizers.SGD(learning_rate=self.lr, momentum=0.9),
                           loss="categorical_crossentropy", metrics=["accuracy"])
        if self.verbose:
            print(f"\nepoch {epoch}: fine tuning, lr set to {self.lr}")


train_ds = keras.utils.image_dataset_from_directory("data/train", image_size=IMG_SHAPE[:2], label_mode="categorical")
val_ds = keras.utils.image_dataset_from_directory("data/val", image_size=IMG_SHAPE[:2], label_mode="categorical")
model, base = build()
model.fit(train_ds, validation_data=val_ds, epochs=60,
          callbacks=[FineTuningCallback(base, epoch=10), keras.callbacks.CSVLogger("finetune.csv")])
