# source: https://github.com/keras-team/keras-io/pull/1693
# note: the DCGAN "overriding train_step" example after that migration: the latent noise inside train_step is drawn with keras.random.normal from a SeedGenerator attached to the model, so every traced step draws fresh noise; NumPy is only used outside the traced code (saving images in the callback)
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
        generated = self.generator(z)
        combined = ops.concatenate([generated, real_images], axis=0)
        labels = ops.concatenate([ops.ones((batch_size, 1)), ops.zeros((batch_size, 1))], axis=0)
        labels += 0.05 * keras.random.uniform(ops.shape(labels), seed=self.seed_generator)
        with tf.GradientTape() as tape:
            d_loss = self.loss_fn(labels, self.discriminator(combined))
        grads = tape.gradient(d_loss, self.discriminator.trainable_weights)
        self.d_optimizer.apply_gradients(zip(grads, self.discriminator.trainable_weights))

        z = keras.random.normal(shape=(batch_size, self.latent_dim), seed=self.seed_generator)
        misleading = ops.zeros((batch_size, 1))
        with tf.GradientTape() as tape:
            g_loss = self.loss_fn(misleading, self.discriminator(self.generator(z)))
        grads = tape.gradient(g_loss, self.generator.trainable_weights)
        self.g_optimizer.apply_gradients(zip(grads, self.generator.trainable_weights))
        self.d_loss_metric.update_state(d_loss)
        self.g_loss_metric.update_state(g_loss)
        return {"d_loss": self.d_loss_metric.result(), "g_loss": self.g_loss_metric.result()}


class GANMonitor(keras.callbacks.Callback):
    def __init__(self, num_img=3, latent_dim=LATENT_DIM):
        super().__init__()
        self.num_img = num_img
        self.latent_dim = latent_dim
        self.seed_generator = keras.random.SeedGenerator(42)

    def on_epoch_end(self, epoch, logs=None):
        z = keras.random.normal(shape=(self.num_img, self.latent_dim), seed=self.seed_generator)
        images = ops.convert_to_numpy(self.model.generator(z)) * 255.0
        for i in range(self.num_img):
            keras.utils.array_to_img(np.clip(images[i], 0, 255)).save("generated_img_%03d_%d.png" % (epoch, i))


discriminator = keras.Sequential([keras.Input((64, 64, 3)), layers.Conv2D(64, 4, strides=2, padding="same"),
                                  layers.LeakyReLU(0.2), layers.Conv2D(128, 4, strides=2, padding="same"),
                                  layers.LeakyReLU(0.2), layers.Flatten(), layers.Dropout(0.2),
                                  layers.Dense(1, activation="sigmoid")], name="discriminator")
generator = keras.Sequential([keras.Input((LATENT_DIM,)), layers.Dense(8 * 8 * 128), layers.Reshape((8, 8, 128)),
                              layers.Conv2DTranspose(128, 4, strides=2, padding="same"), layers.LeakyReLU(0.2),
                              layers.Conv2DTranspose(256, 4, strides=2, padding="same"), layers.LeakyReLU(0.2),
                              layers.Conv2DTranspose(512, 4, strides=2, padding="same"), layers.LeakyReLU(0.2),
                              layers.Conv2D(3, 5, padding="same", activation="sigmoid")], name="generator")
dataset = keras.utils.image_dataset_from_directory("celeba_gan", label_mode=None, image_size=(64, 64),
                                                   batch_size=32, shuffle=True).map(lambda x: x / 255.0)
gan = GAN(discriminator=discriminator, generator=generator, latent_dim=LATENT_DIM)
gan.compile(d_optimizer=keras.optimizers.Adam(1e-4), g_optimizer=keras.optimizers.Adam(1e-4),
            loss_fn=keras.losses.BinaryCrossentropy())
gan.fit(dataset, epochs=1, callbacks=[GANMonitor(num_img=10, latent_dim=LATENT_DIM)])
