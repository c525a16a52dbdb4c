import glob

import matplotlib.pyplot as plt
import numpy as np
from tensorflow.keras.losses import MeanSquaredError
from tensorflow.keras.optimizers import Adam

from gan_steps import train_on_pair
from network import build_discriminator, build_gan, build_generator


def load_images(pattern):
    return np.stack([plt.imread(path)[..., :3] for path in sorted(glob.glob(pattern))]).astype("float32") * 2 - 1


def train(epochs, batch_size, input_dir_low_res, input_dir_high_res):
    images_hr = load_images(input_dir_high_res)
    images_lr = load_images(input_dir_low_res)
    optimizer = Adam(learning_rate=1e-4, beta_1=0.9)
    generator = build_generator(images_lr.shape[1:])
    discriminator = build_discriminator(images_hr.shape[1:])
    generator.compile(loss="mse", optimizer=optimizer)
    discriminator.compile(loss="binary_crossentropy", optimizer=optimizer)
    gan = build_gan(generator, discriminator, images_lr.shape[1:], optimizer, MeanSquaredError())

    batch_count = len(images_hr) // batch_size
    for epoch in range(1, epochs + 1):
        for _ in range(batch_count):
            idx = np.random.randint(0, len(images_hr), size=batch_size)
            d_loss, gan_loss = train_on_pair(generator, discriminator, gan, images_lr[idx], images_hr[idx])
        print(f"epoch {epoch}: discriminator {d_loss:.4f}, gan {gan_loss}")
        if epoch % 50 == 0:
            generator.save(f"model/gen_model{epoch}.keras")


if __name__ == "__main__":
    train(epochs=1000, batch_size=1, input_dir_low_res="data/low/*.png", input_dir_high_res="data/high/*.png")
