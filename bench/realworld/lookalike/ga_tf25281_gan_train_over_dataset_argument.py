# source: https://github.com/tensorflow/tensorflow/issues/25281
# note: the GAN trainer from that thread, written the way that works: the tf.function iterates over the dataset it receives as an argument (not a module-level dataset), so each call sees the dataset it is given; the function is created once as a method and called once per epoch
import argparse

import tensorflow as tf
import tensorflow_datasets as tfds
from tensorflow import keras as k

bce = k.losses.BinaryCrossentropy(from_logits=True)


def min_max(d_real, d_fake, label_smoothing=0.0):
    real = bce(tf.ones_like(d_real) * (1.0 - label_smoothing), d_real)
    fake = bce(tf.zeros_like(d_fake), d_fake)
    return real + fake


class Trainer:
    def __init__(self, generator, discriminator, latent_vector_dims=100, lr=1e-5):
        self.G = generator
        self.D = discriminator
        self.latent_vector_dims = latent_vector_dims
        self.G_opt = k.optimizers.Adam(learning_rate=lr, beta_1=0.5)
        self.D_opt = k.optimizers.Adam(learning_rate=lr, beta_1=0.5)

    @tf.function(reduce_retracing=True)
    def train(self, dataset):
        g_loss = d_loss = tf.constant(0.0)
        for features in dataset:
            x = features["image"]
            z = tf.random.normal((tf.shape(x)[0], self.latent_vector_dims))
            with tf.GradientTape() as gen_tape, tf.GradientTape() as disc_tape:
                G_z = self.G(z, training=True)
                D_x = self.D(x, training=True)
                D_Gz = self.D(G_z, training=True)
                g_loss = bce(tf.ones_like(D_Gz), D_Gz)
                d_loss = min_max(D_x, D_Gz)
            G_grads = gen_tape.gradient(g_loss, self.G.trainable_variables)
            D_grads = disc_tape.gradient(d_loss, self.D.trainable_variables)
            self.G_opt.apply_gradients(zip(G_grads, self.G.trainable_variables))
            self.D_opt.apply_gradients(zip(D_grads, self.D.trainable_variables))
        return g_loss, d_loss


def make_dataset(batch_size):
    ds = tfds.load("mnist", split="train")
    ds = ds.map(lambda f: {"image": tf.cast(f["image"], tf.float32) / 127.5 - 1.0})
    return ds.shuffle(10000).batch(batch_size, drop_remainder=True).prefetch(1)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=50)
    parser.add_argument("--batch-size", type=int, default=64)
    args = parser.parse_args()

    generator = k.Sequential([k.layers.Dense(7 * 7 * 64, input_shape=(100,)), k.layers.LeakyReLU(),
                              k.layers.Reshape((7, 7, 64)),
                              k.layers.Conv2DTranspose(32, 5, strides=2, padding="same"), k.layers.LeakyReLU(),
                              k.layers.Conv2DTranspose(1, 5, strides=2, padding="same", activation="tanh")])
    discriminator = k.Sequential([k.layers.Conv2D(32, 5, strides=2, padding="same", input_shape=(28, 28, 1)),
                                  k.layers.LeakyReLU(), k.layers.Flatten(), k.layers.Dense(1)])
    trainer = Trainer(generator, discriminator)
    train_ds = make_dataset(args.batch_size)
    for epoch in range(args.epochs):
        g_loss, d_loss = trainer.train(train_ds)
        print("epoch %d  g_loss %.4f  d_loss %.4f" % (epoch, float(g_loss), float(d_loss)))
