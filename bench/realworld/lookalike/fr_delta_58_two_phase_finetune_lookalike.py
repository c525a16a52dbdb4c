# source: https://github.com/nasa/delta/issues/58
# note: correct: the workaround named in the issue: stop training after the warm-up (early stopping / a fixed number of epochs), change trainable outside of fit, compile again and call fit for the remaining epochs; each compile happens exactly once at top level, never inside a callback or a loop
import numpy as np
import tensorflow as tf
from tensorflow import keras

WARMUP_EPOCHS, TOTAL_EPOCHS = 5, 20


def build_unet(input_shape=(256, 256, 4), n_classes=6):
    encoder = keras.applications.MobileNetV2(input_shape=input_shape[:2] + (3,), include_top=False, weights=None)
    inputs = keras.Input(input_shape)
    feats = encoder(keras.layers.Conv2D(3, 1)(inputs))
    for filters in (256, 128, 64, 32, 16):
        feats = keras.layers.Conv2DTranspose(filters, 3, strides=2, padding="same", activation="relu")(feats)
    outputs = keras.layers.Conv2D(n_classes, 1, activation="softmax")(feats)
    return keras.Model(inputs, outputs), encoder


images = np.random.rand(512, 256, 256, 4).astype("float32")
labels = np.random.randint(0, 6, size=(512, 256, 256)).astype("int32")
train_ds = tf.data.Dataset.from_tensor_slices((images, labels)).shuffle(512).batch(16).prefetch(tf.data.AUTOTUNE)

model, encoder = build_unet()
encoder.trainable = False
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy",
              metrics=["sparse_categorical_accuracy"])
model.fit(train_ds, epochs=WARMUP_EPOCHS)

encoder.trainable = True
for layer in encoder.layers:
    if isinstance(layer, keras.layers.BatchNormalization):
        layer.trainable = False
model.compile(optimizer=keras.optimizers.Adam(1e-4), loss="sparse_categorical_crossentropy",
              metrics=["sparse_categorical_accuracy"])
model.fit(train_ds, initial_epoch=WARMUP_EPOCHS, epochs=TOTAL_EPOCHS)
