from keras import layers, models


def build_completion_net(input_shape):
    inp = layers.Input(shape=input_shape)
    x = layers.Conv2D(64, 5, padding="same", activation="relu")(inp)
    x = layers.Conv2D(128, 3, strides=2, padding="same", activation="relu")(x)
    for rate in (2, 4, 8, 16):
        x = layers.Conv2D(256, 3, padding="same", dilation_rate=rate, activation="relu")(x)
    x = layers.Conv2DTranspose(128, 4, strides=2, padding="same", activation="relu")(x)
    out = layers.Conv2D(3, 3, padding="same", activation="sigmoid")(x)
    return models.Model(inp, out, name="completion")


def build_discriminator(global_shape, local_shape):
    g_in = layers.Input(shape=global_shape)
    boxes = layers.Input(shape=(4,), dtype="int32")
    g = layers.Conv2D(64, 5, strides=2, padding="same", activation="relu")(g_in)
    g = layers.Conv2D(128, 5, strides=2, padding="same", activation="relu")(g)
    g = layers.GlobalAveragePooling2D()(g)
    out = layers.Dense(1, activation="sigmoid")(g)
    return models.Model([g_in, boxes], out, name="discriminator")
