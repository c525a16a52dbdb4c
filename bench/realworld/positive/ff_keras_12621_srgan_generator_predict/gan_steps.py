import numpy as np
from tensorflow.keras.models import Model


def train_on_pair(generator: Model, discriminator: Model, gan: Model, lr_batch, hr_batch):
    batch_size = len(lr_batch)
    generated_sr = generator.predict(lr_batch)
    real_y = np.random.uniform(0.7, 1.2, size=(batch_size, 1))
    fake_y = np.random.uniform(0.0, 0.3, size=(batch_size, 1))

    discriminator.trainable = True
    d_loss_real = discriminator.train_on_batch(hr_batch, real_y)
    d_loss_fake = discriminator.train_on_batch(generated_sr, fake_y)
    discriminator.trainable = False

    gan_y = np.ones((batch_size, 1))
    gan_loss = gan.train_on_batch(lr_batch, [hr_batch, gan_y])
    return 0.5 * (d_loss_real + d_loss_fake), gan_loss
