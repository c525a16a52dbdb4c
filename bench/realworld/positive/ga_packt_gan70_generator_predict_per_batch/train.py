import argparse

import numpy as np
import tensorflow as tf

from data import load_faces, save_grid
from models import build_adversarial, build_discriminator, build_generator


def train(images, ages, epochs, batch_size, latent_dim=100):
    generator = build_generator(latent_dim, ages.shape[1])
    discriminator = build_discriminator(ages.shape[1])
    adversarial = build_adversarial(generator, discriminator, latent_dim, ages.shape[1])

    real_labels = np.ones((batch_size, 1), dtype=np.float32) * 0.9
    fake_labels = np.zeros((batch_size, 1), dtype=np.float32) + 0.1
    num_batches = len(images) // batch_size

    for epoch in range(epochs):
        print("Epoch:", epoch)
        d_losses, g_losses = [], []
        for index in range(num_batches):
            images_batch = images[index * batch_size:(index + 1) * batch_size] / 127.5 - 1.0
            y_batch = ages[index * batch_size:(index + 1) * batch_size]
            z_noise = np.random.normal(0, 1, size=(batch_size, latent_dim))

            fake_images = generator.predict([z_noise, y_batch], verbose=0)
            d_loss_real = discriminator.train_on_batch([images_batch, y_batch], real_labels)
            d_loss_fake = discriminator.train_on_batch([fake_images, y_batch], fake_labels)
            d_losses.append(0.5 * np.add(d_loss_real, d_loss_fake))

            z_noise2 = np.random.normal(0, 1, size=(batch_size, latent_dim))
            random_labels = np.random.randint(0, 6, batch_size).reshape(-1, 1)
            random_labels = tf.keras.utils.to_categorical(random_labels, 6)
            g_losses.append(adversarial.train_on_batch([z_noise2, random_labels], np.ones((batch_size, 1))))

        print("d_loss: %.4f  g_loss: %.4f" % (np.mean(d_losses), np.mean(g_losses)))
        if epoch % 10 == 0:
            save_grid(fake_images, "results/epoch_%03d.png" % epoch)
    generator.save_weights("generator.h5")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="data/wiki_crop")
    parser.add_argument("--epochs", type=int, default=500)
    parser.add_argument("--batch-size", type=int, default=32)
    args = parser.parse_args()
    images, ages = load_faces(args.data, image_size=128)
    train(images, ages, args.epochs, args.batch_size)
