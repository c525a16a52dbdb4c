import tensorflow as tf
from tensorflow.keras import layers


def conv_block(x, filters):
    x = layers.Conv2D(filters, 3, padding="same", activation="relu")(x)
    x = layers.Conv2D(filters, 3, padding="same", activation="relu")(x)
    return layers.BatchNormalization()(x)


def unet_batchnorm(input_shape=(432, 432, 50), n_filters=32, lr=5e-4):
    inputs = tf.keras.Input(input_shape)
    c1 = conv_block(inputs, n_filters)
    p1 = layers.MaxPooling2D()(c1)
    c2 = conv_block(p1, n_filters * 2)
    p2 = layers.MaxPooling2D()(c2)
    b = conv_block(p2, n_filters * 4)
    u2 = layers.concatenate([layers.UpSampling2D()(b), c2])
    c3 = conv_block(u2, n_filters * 2)
    u1 = layers.concatenate([layers.UpSampling2D()(c3), c1])
    c4 = conv_block(u1, n_filters)
    outputs = layers.Conv2D(1, 1, activation="sigmoid")(c4)
    model = tf.keras.Model(inputs, outputs)
    model.compile(optimizer=tf.keras.optimizers.Adam(lr), loss="mse")
    return model
