import tensorflow as tf
from tensorflow.keras import layers


def build_unet(input_shape, base=16):
    inp = layers.Input(shape=input_shape)
    c1 = layers.Conv2D(base, 3, padding="same", activation="relu")(inp)
    p1 = layers.MaxPooling2D()(c1)
    c2 = layers.Conv2D(base * 2, 3, padding="same", activation="relu")(p1)
    p2 = layers.MaxPooling2D()(c2)
    b = layers.Conv2D(base * 4, 3, padding="same", activation="relu")(p2)
    u2 = layers.Concatenate()([layers.UpSampling2D()(b), c2])
    c3 = layers.Conv2D(base * 2, 3, padding="same", activation="relu")(u2)
    u1 = layers.Concatenate()([layers.UpSampling2D()(c3), c1])
    c4 = layers.Conv2D(base, 3, padding="same", activation="relu")(u1)
    out = layers.Conv2D(1, 1, activation="sigmoid")(c4)
    return tf.keras.Model(inp, out)
