# source: https://github.com/keras-team/keras-io/pull/1693
# note: the Keras 3 version of the DCGAN example: latent noise inside train_step comes from keras.random with a SeedGenerator attached to the model, so it is drawn fresh at every step; NumPy is only used eagerly in the image-saving callback, and the callback calls the generator directly instead of predict
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

LATENT_DIM = 128


class GAN(keras.Model):
    def __init__(self, discriminator, generator, latent_dim):
        super().__init__()
        self.discriminator = discriminator
        self.generator = generator
        self.latent_dim = latent_dim
        self.seed_generator = keras.random.SeedGenerator(1337)

    def compile(self, d_optimizer, g_optimizer, loss_fn):
        super().compile()
        self.d_optimizer, self.g_optimizer, self.loss_fn = d_optimizer, g_optimizer, loss_fn
        self.d_loss_metric = keras.metrics.Mean(name="d_loss")
        self.g_loss_metric = keras.metrics.Mean(name="g_loss")

    @property
    def metrics(self):
        return [self.d_loss_metric, self.g_loss_metric]

    def train_step(self, real_images):
        batch_size = ops.shape(real_images)[0]
        z = keras.random.normal(shape=(batch_size, self.latent_dim), seed=self.seed_generator)
        combined = ops.concatenate([self.generator(z), real_images], axis=0)
        labels = ops.concatenate([ops.ones((batch_size, 1)), ops.zeros((batch_size, 1))], axis=0)
        labels += 0.05 * keras.random.uniform(ops.shape(labels), seed=self.seed_generator)
        with tf.GradientTape() as tape:
            d_loss = self.loss_fn(labels, self.discriminator(combined))
        grads = tape.gradient(d_loss, self.discriminator.trainable_weights)
        self.d_optimizer.apply_gradients(zip(grads, self.discriminator.trainable_weights))

        z = keras.random.normal(shape=(batch_size, self.latent_dim), seed=self.seed_generator)
        with tf.GradientTape() as tape:
            g_loss = self.loss_fn(ops.zeros((batch_size, 1)), self.discriminator(self.generator(z)))
        grads = tape.gradient(g_loss, self.generator.trainable_weights)
        self.g_optimizer.apply_gradients(zip(grads, self.generator.trainable_weights))
        self.d_loss_metric.update_state(d_loss)
        self.g_loss_metric.update_state(g_loss)
        return {"d_loss": self.d_loss_metric.result(), "g_loss": self.g_loss_metric.result()}


class GANMonitor(keras.callbacks.Callback):
    def __init__(self, num_img=3, latent_dim=LATENT_DIM):
        super().__init__()
        self.num_img, self.latent_dim = num_img, latent_dim
        self.seed_generator = keras.random.SeedGenerator(42)

    def on_epoch_end(self, epoch, logs=None):
        z = keras.random.normal(shape=(self.num_img, self.latent_dim), seed=self.seed_generator)
        images = ops.convert_to_numpy(self.model.generator(z)) * 255
        for i, img in enumerate(np.clip(images, 0, 255).astype("uint8")):
            keras.utils.save_img(f"generated_img_{epoch:03d}_{i}.png", img)
