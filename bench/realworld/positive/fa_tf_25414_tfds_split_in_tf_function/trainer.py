import tensorflow as tf

from input_pipeline import BATCH_SIZE, train_data
from models import make_discriminator, make_generator

LATENT_DIM = 100


class GANTrainer:
    def __init__(self, epochs=25):
        self.G, self.D = make_generator(LATENT_DIM), make_discriminator()
        self.G_opt = tf.keras.optimizers.Adam(2e-4, beta_1=0.5)
        self.D_opt = tf.keras.optimizers.Adam(2e-4, beta_1=0.5)
        self.bce = tf.keras.losses.BinaryCrossentropy(from_logits=True)
        self.epochs = epochs

    @tf.function
    def train_epoch(self):
        d_total, g_total, steps = 0.0, 0.0, 0.0
        for real in train_data:
            z = tf.random.normal([BATCH_SIZE, LATENT_DIM])
            with tf.GradientTape() as g_tape, tf.GradientTape() as d_tape:
                fake = self.G(z, training=True)
                d_real, d_fake = self.D(real, training=True), self.D(fake, training=True)
                d_loss = self.bce(tf.ones_like(d_real), d_real) + self.bce(tf.zeros_like(d_fake), d_fake)
                g_loss = self.bce(tf.ones_like(d_fake), d_fake)
            self.D_opt.apply_gradients(zip(d_tape.gradient(d_loss, self.D.trainable_variables), self.D.trainable_variables))
            self.G_opt.apply_gradients(zip(g_tape.gradient(g_loss, self.G.trainable_variables), self.G.trainable_variables))
            d_total, g_total, steps = d_total + d_loss, g_total + g_loss, steps + 1.0
        return d_total / steps, g_total / steps

    def train(self):
        for epoch in range(self.epochs):
            d_loss, g_loss = self.train_epoch()
            print(f"epoch {epoch}: D {float(d_loss):.3f} G {float(g_loss):.3f}")
            self.G.save_weights(f"ckpt/generator_{epoch:03d}.weights.h5")


if __name__ == "__main__":
    GANTrainer().train()
