"""Residual blocks of the ScrabbleGAN generator."""
import tensorflow as tf
from tensorflow.keras import layers


class ResBlockUp(layers.Layer):
    def __init__(self, filters, up=(2, 2), **kwargs):
        super().__init__(**kwargs)
        self.filters = filters
        self.up = up
        self.conv1 = layers.Conv2D(filters, 3, padding="same")
        self.conv2 = layers.Conv2D(filters, 3, padding="same")
        self.upsample = layers.UpSampling2D(size=up)

    def call(self, inputs, training=None):
        x = tf.nn.relu(inputs)
        x = self.upsample(x)
        x = self.conv1(x)
        x = layers.BatchNormalization(momentum=0.9)(x, training=training)
        x = tf.nn.relu(x)
        x = self.conv2(x)
        shortcut = layers.Conv2D(self.filters, 1, padding="same")(self.upsample(inputs))
        return x + shortcut


def build_generator(latent_dim=128, chars=10, filters=(256, 128, 64)):
    z = layers.Input(shape=(latent_dim,))
    x = layers.Dense(4 * chars * filters[0])(z)
    x = layers.Reshape((4, chars, filters[0]))(x)
    for f in filters:
        x = ResBlockUp(f)(x)
    img = layers.Conv2D(1, 3, padding="same", activation="tanh")(x)
    return tf.keras.Model(z, img, name="generator")
