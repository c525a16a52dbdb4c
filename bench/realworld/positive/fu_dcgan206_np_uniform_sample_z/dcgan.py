import numpy as np
import tensorflow as tf
from tensorflow.keras import layers


def make_generator(z_dim):
    return tf.keras.Sequential([
        layers.Input(shape=(z_dim,)),
        layers.Dense(4 * 4 * 512, use_bias=False),
        layers.BatchNormalization(), layers.ReLU(),
        layers.Reshape((4, 4, 512)),
        layers.Conv2DTranspose(256, 5, strides=2, padding="same", use_bias=False),
        layers.BatchNormalization(), layers.ReLU(),
        layers.Conv2DTranspose(128, 5, strides=2, padding="same", use_bias=False),
        layers.BatchNormalization(), layers.ReLU(),
        layers.Conv2DTranspose(3, 5, strides=2, padding="same", activation="tanh"),
    ])


def make_discriminator():
    return tf.keras.Sequential([
        layers.Input(shape=(32, 32, 3)),
        layers.Conv2D(64, 5, strides=2, padding="same"), layers.LeakyReLU(0.2),
        layers.Conv2D(128, 5, strides=2, padding="same"), layers.LeakyReLU(0.2),
        layers.Flatten(), layers.Dense(1),
    ])


class DCGAN:
    def __init__(self, z_dim=100, sample_num=64, batch_size=64):
        self.z_dim, self.sample_num, self.batch_size = z_dim, sample_num, batch_size
        self.generator = make_generator(z_dim)
        self.discriminator = make_discriminator()
        self.g_opt = tf.keras.optimizers.Adam(2e-4, beta_1=0.5)
        self.d_opt = tf.keras.optimizers.Adam(2e-4, beta_1=0.5)
        self.bce = tf.keras.losses.BinaryCrossentropy(from_logits=True)

    @tf.function
    def train_step(self, images):
        z = tf.random.uniform((self.batch_size, self.z_dim), -1.0, 1.0)
        with tf.GradientTape() as g_tape, tf.GradientTape() as d_tape:
            fake = self.generator(z, training=True)
            real_logits = self.discriminator(images, training=True)
            fake_logits = self.discriminator(fake, training=True)
            d_loss = self.bce(tf.ones_like(real_logits), real_logits) + \
                self.bce(tf.zeros_like(fake_logits), fake_logits)
            g_loss = self.bce(tf.ones_like(fake_logits), fake_logits)
        self.d_opt.apply_gradients(zip(d_tape.gradient(d_loss, self.discriminator.trainable_variables),
                                       self.discriminator.trainable_variables))
        self.g_opt.apply_gradients(zip(g_tape.gradient(g_loss, self.generator.trainable_variables),
                                       self.generator.trainable_variables))
        return d_loss, g_loss

    @tf.function
    def sample(self):
        sample_z = np.random.uniform(-1, 1, size=(self.sample_num, self.z_dim)).astype(np.float32)
        return self.generator(sample_z, training=False)
