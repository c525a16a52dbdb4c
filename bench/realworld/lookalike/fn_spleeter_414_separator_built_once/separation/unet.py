from tensorflow import keras
from tensorflow.keras import layers


def _down(x, filters):
    x = layers.Conv2D(filters, 5, strides=2, padding="same")(x)
    x = layers.BatchNormalization()(x)
    return layers.LeakyReLU(0.2)(x)


def _up(x, skip, filters):
    x = layers.Conv2DTranspose(filters, 5, strides=2, padding="same")(x)
    x = layers.BatchNormalization()(x)
    x = layers.ReLU()(x)
    return layers.Concatenate()([x, skip])


def build_unet(n_stems=2, frames=512, bins=1024):
    spec = keras.Input((frames, bins, 2), name="mix_spectrogram")
    d1 = _down(spec, 16)
    d2 = _down(d1, 32)
    d3 = _down(d2, 64)
    u1 = _up(d3, d2, 32)
    u2 = _up(u1, d1, 16)
    masks = layers.Conv2DTranspose(2 * n_stems, 5, strides=2, padding="same", activation="sigmoid")(u2)
    return keras.Model(inputs=spec, outputs=masks, name=f"unet_{n_stems}stems")
