"""Adversarial training loop with periodic checkpoints."""
import os

import tensorflow as tf

from scrabble.blocks import build_generator
from scrabble.discriminator import build_discriminator
from scrabble.data import word_image_dataset

LATENT = 128
BATCH = 16

generator = build_generator(LATENT)
discriminator = build_discriminator()
g_opt = tf.keras.optimizers.Adam(2e-4, beta_1=0.0, beta_2=0.999)
d_opt = tf.keras.optimizers.Adam(2e-4, beta_1=0.0, beta_2=0.999)


@tf.function(input_signature=[tf.TensorSpec([BATCH, 32, None, 1], tf.float32)])
def train_step(real_images):
    z = tf.random.normal([BATCH, LATENT])
    with tf.GradientTape() as g_tape, tf.GradientTape() as d_tape:
        fake = generator(z, training=True)
        d_real = discriminator(real_images, training=True)
        d_fake = discriminator(fake, training=True)
        d_loss = tf.reduce_mean(tf.nn.relu(1.0 - d_real)) + tf.reduce_mean(tf.nn.relu(1.0 + d_fake))
        g_loss = -tf.reduce_mean(d_fake)
    d_opt.apply_gradients(zip(d_tape.gradient(d_loss, discriminator.trainable_variables),
                              discriminator.trainable_variables))
    g_opt.apply_gradients(zip(g_tape.gradient(g_loss, generator.trainable_variables),
                              generator.trainable_variables))
    return g_loss, d_loss


def main(out_dir="ckpt", epochs=30):
    ds = word_image_dataset(batch_size=BATCH)
    for epoch in range(epochs):
        for real in ds:
            g_loss, d_loss = train_step(real)
        print(f"epoch {epoch}: g={float(g_loss):.3f} d={float(d_loss):.3f}")
        generator.save(os.path.join(out_dir, f"generator_{epoch:03d}"))


if __name__ == "__main__":
    main()
