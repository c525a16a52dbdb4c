import tensorflow as tf
from tensorflow.keras import layers


def make_generator(latent_dim):
    return tf.keras.Sequential([
        tf.keras.Input((latent_dim,)),
        layers.Dense(4 * 4 * 512, use_bias=False), layers.BatchNormalization(), layers.LeakyReLU(),
        layers.Reshape((4, 4, 512)),
        layers.Conv2DTranspose(256, 4, 2, "same", use_bias=False), layers.BatchNormalization(), layers.LeakyReLU(),
        layers.Conv2DTranspose(128, 4, 2, "same", use_bias=False), layers.BatchNormalization(), layers.LeakyReLU(),
        layers.Conv2DTranspose(64, 4, 2, "same", use_bias=False), layers.BatchNormalization(), layers.LeakyReLU(),
        layers.Conv2DTranspose(3, 4, 2, "same", activation="tanh"),
    ])


def make_discriminator():
    return tf.keras.Sequential([
        tf.keras.Input((64, 64, 3)),
        layers.Conv2D(64, 4, 2, "same"), layers.LeakyReLU(0.2),
        layers.Conv2D(128, 4, 2, "same"), layers.LeakyReLU(0.2),
        layers.Conv2D(256, 4, 2, "same"), layers.LeakyReLU(0.2),
        layers.Flatten(), layers.Dense(1),
    ])
