from tensorflow.keras.layers import (Add, BatchNormalization, Conv2D, Dense, Flatten, Input, LeakyReLU, PReLU,
                                     UpSampling2D)
from tensorflow.keras.models import Model


def residual_block(x):
    skip = x
    x = PReLU(shared_axes=[1, 2])(BatchNormalization(momentum=0.5)(Conv2D(64, 3, padding="same")(x)))
    x = BatchNormalization(momentum=0.5)(Conv2D(64, 3, padding="same")(x))
    return Add()([skip, x])


def build_generator(lr_shape, n_blocks=4):
    inputs = Input(shape=lr_shape)
    x = PReLU(shared_axes=[1, 2])(Conv2D(64, 9, padding="same")(inputs))
    skip = x
    for _ in range(n_blocks):
        x = residual_block(x)
    x = Add()([skip, BatchNormalization(momentum=0.5)(Conv2D(64, 3, padding="same")(x))])
    for _ in range(2):
        x = LeakyReLU(0.2)(UpSampling2D(size=2)(Conv2D(256, 3, padding="same")(x)))
    outputs = Conv2D(3, 9, padding="same", activation="tanh")(x)
    return Model(inputs, outputs, name="generator")


def build_discriminator(hr_shape):
    inputs = Input(shape=hr_shape)
    x = LeakyReLU(0.2)(Conv2D(64, 3, padding="same")(inputs))
    for filters, stride in ((64, 2), (128, 1), (128, 2), (256, 1), (256, 2)):
        x = LeakyReLU(0.2)(BatchNormalization(momentum=0.5)(Conv2D(filters, 3, strides=stride, padding="same")(x)))
    x = LeakyReLU(0.2)(Dense(1024)(Flatten()(x)))
    return Model(inputs, Dense(1, activation="sigmoid")(x), name="discriminator")


def build_gan(generator, discriminator, lr_shape, optimizer, content_loss):
    discriminator.trainable = False
    lr_input = Input(shape=lr_shape)
    sr = generator(lr_input)
    gan = Model(inputs=lr_input, outputs=[sr, discriminator(sr)])
    gan.compile(loss=[content_loss, "binary_crossentropy"], loss_weights=[1.0, 1e-3], optimizer=optimizer)
    return gan
