import numpy as np
import tensorflow as tf

from networks import make_generator, make_discriminator

BATCH_SIZE = 16
LATENT_DIM = 128

bce = tf.keras.losses.BinaryCrossentropy(from_logits=False)


class GanTrainer:
    def __init__(self, frame_shape, lr=2e-4):
        self.generator = make_generator(LATENT_DIM, frame_shape)
        self.discriminator = make_discriminator(frame_shape)
        self.g_opt = tf.keras.optimizers.Adam(lr, beta_1=0.5)
        self.d_opt = tf.keras.optimizers.Adam(lr, beta_1=0.5)

    @tf.function
    def train_step(self, real_frames):
        noise = tf.random.normal((BATCH_SIZE, LATENT_DIM))
        real_labels = 1.0 - 0.15 + np.random.random((BATCH_SIZE, 1)) * 0.25
        fake_labels = np.random.random((BATCH_SIZE, 1)) * 0.15
        with tf.GradientTape() as g_tape, tf.GradientTape() as d_tape:
            fake_frames = self.generator(noise, training=True)
            real_out = self.discriminator(real_frames, training=True)
            fake_out = self.discriminator(fake_frames, training=True)
            d_loss = bce(real_labels, real_out) + bce(fake_labels, fake_out)
            g_loss = bce(tf.ones_like(fake_out), fake_out)
        d_grads = d_tape.gradient(d_loss, self.discriminator.trainable_variables)
        g_grads = g_tape.gradient(g_loss, self.generator.trainable_variables)
        self.d_opt.apply_gradients(zip(d_grads, self.discriminator.trainable_variables))
        self.g_opt.apply_gradients(zip(g_grads, self.generator.trainable_variables))
        return d_loss, g_loss
