from keras.layers import (Activation, Concatenate, Conv2D, Dense, Flatten, Input, LeakyReLU, MaxPooling2D,
                          UpSampling2D)
from keras.models import Model

img_size = 512


def unet_generator_model():
    inputs = Input(shape=(img_size, img_size, 3))
    c1 = Conv2D(32, 3, padding="same", activation="swish")(inputs)
    p1 = MaxPooling2D()(c1)
    c2 = Conv2D(64, 3, padding="same", activation="swish")(p1)
    p2 = MaxPooling2D()(c2)
    b = Conv2D(128, 3, padding="same", activation="swish")(p2)
    u2 = Concatenate()([UpSampling2D()(b), c2])
    u1 = Concatenate()([UpSampling2D()(Conv2D(64, 3, padding="same", activation="swish")(u2)), c1])
    outputs = Activation("tanh")(Conv2D(3, 1, padding="same")(u1))
    return Model(inputs, outputs, name="generator")


def encoder_discriminator_model():
    inputs = Input(shape=(img_size, img_size, 3))
    x = inputs
    for filters in (32, 64, 128, 256):
        x = LeakyReLU(0.2)(Conv2D(filters, 4, strides=2, padding="same")(x))
    outputs = Dense(1)(Flatten()(x))
    return Model(inputs, outputs, name="discriminator")


def gan_model(generator, discriminator):
    inputs = Input(shape=(img_size, img_size, 3))
    generated = generator(inputs)
    return Model(inputs=inputs, outputs=[generated, discriminator(generated)])
