import tensorflow as tf


class Autoencoder(tf.keras.Model):
    def __init__(self, latent=32):
        super().__init__()
        self.encoder = tf.keras.Sequential([tf.keras.layers.Flatten(), tf.keras.layers.Dense(latent)])
        self.decoder = tf.keras.Sequential([tf.keras.layers.Dense(32 * 32), tf.keras.layers.Reshape((32, 32, 1))])

    def call(self, x):
        return self.decoder(self.encoder(x))


class Discriminator(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.body = tf.keras.Sequential([tf.keras.layers.Flatten(), tf.keras.layers.Dense(64, activation="relu")])
        self.head = tf.keras.layers.Dense(1, activation="sigmoid")

    def call(self, x, training=False):
        features = self.body(x, training=training)
        return self.head(features), features
