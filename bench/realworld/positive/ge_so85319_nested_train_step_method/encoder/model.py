import tensorflow as tf


class DenoisingEncoder(tf.keras.Model):
    def __init__(self, latent=32):
        super().__init__()
        self.enc = tf.keras.layers.Dense(latent, activation="relu")
        self.dec = tf.keras.layers.Dense(784, activation="sigmoid")

    def call(self, x, training=False):
        return self.dec(self.enc(x))

    def compute_loss(self, x):
        noisy = x + tf.random.normal(tf.shape(x), stddev=0.2)
        return tf.reduce_mean(tf.square(self(noisy, training=True) - x))
