import numpy as np
from tensorflow.keras import Input, Model, Sequential
from tensorflow.keras.layers import BatchNormalization, Dense, Dropout, LeakyReLU, Reshape, Flatten
from tensorflow.keras.optimizers import Adam


class MnistGAN:
    def __init__(self, latent_dim=100, img_shape=(28, 28, 1)):
        self.latent_dim = latent_dim
        self.img_shape = img_shape
        self.discriminator = self.build_discriminator()
        self.discriminator.compile(loss="binary_crossentropy", optimizer=Adam(0.0002, 0.5), metrics=["accuracy"])
        self.generator = self.build_generator()
        z = Input(shape=(latent_dim,))
        self.discriminator.trainable = False
        self.combined = Model(z, self.discriminator(self.generator(z)))
        self.combined.compile(loss="binary_crossentropy", optimizer=Adam(0.0002, 0.5))

    def build_generator(self):
        return Sequential([
            Dense(256, input_dim=self.latent_dim), LeakyReLU(0.2), BatchNormalization(momentum=0.8),
            Dense(512), LeakyReLU(0.2), BatchNormalization(momentum=0.8),
            Dense(int(np.prod(self.img_shape)), activation="tanh"), Reshape(self.img_shape),
        ])

    def build_discriminator(self):
        return Sequential([
            Flatten(input_shape=self.img_shape), Dense(512), LeakyReLU(0.2),
            Dense(256), LeakyReLU(0.2), Dropout(0.3), Dense(1, activation="sigmoid"),
        ])

    def train_step(self, real_images):
        batch_size = real_images.shape[0]
        valid = np.ones((batch_size, 1))
        fake = np.zeros((batch_size, 1))
        noise = np.random.normal(0, 1, (batch_size, self.latent_dim))
        generated = self.generator.predict(noise)
        d_loss_real = self.discriminator.train_on_batch(real_images, valid)
        d_loss_fake = self.discriminator.train_on_batch(generated, fake)
        g_loss = self.combined.train_on_batch(noise, valid)
        return 0.5 * np.add(d_loss_real, d_loss_fake), g_loss
