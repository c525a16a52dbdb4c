# source: https://keras.io/examples/generative/vae/
# note: the official Keras VAE example: the Mean metric trackers are created once in __init__ and only updated in train_step; nothing stateful is built in the traced step
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras import layers


class Sampling(layers.Layer):
    def call(self, inputs):
        z_mean, z_log_var = inputs
        eps = tf.random.normal(shape=tf.shape(z_mean))
        return z_mean + tf.exp(0.5 * z_log_var) * eps


class VAE(keras.Model):
    def __init__(self, encoder, decoder, **kwargs):
        super().__init__(**kwargs)
        self.encoder = encoder
        self.decoder = decoder
        self.total_loss_tracker = keras.metrics.Mean(name="total_loss")
        self.reconstruction_loss_tracker = keras.metrics.Mean(name="reconstruction_loss")
        self.kl_loss_tracker = keras.metrics.Mean(name="kl_loss")

    @property
    def metrics(self):
        return [self.total_loss_tracker, self.reconstruction_loss_tracker, self.kl_loss_tracker]

    def train_step(self, data):
        with tf.GradientTape() as tape:
            z_mean, z_log_var, z = self.encoder(data)
            reconstruction = self.decoder(z)
            reconstruction_loss = tf.reduce_mean(tf.reduce_sum(keras.losses.binary_crossentropy(data, reconstruction), axis=(1, 2)))
            kl_loss = tf.reduce_mean(tf.reduce_sum(-0.5 * (1 + z_log_var - tf.square(z_mean) - tf.exp(z_log_var)), axis=1))
            total_loss = reconstruction_loss + kl_loss
        grads = tape.gradient(total_loss, self.trainable_weights)
        self.optimizer.apply_gradients(zip(grads, self.trainable_weights))
        self.total_loss_tracker.update_state(total_loss)
        self.reconstruction_loss_tracker.update_state(reconstruction_loss)
        self.kl_loss_tracker.update_state(kl_loss)
        return {m.name: m.result() for m in self.metrics}


latent_dim = 2
enc_in = keras.Input(shape=(28, 28, 1))
h = layers.Flatten()(layers.Conv2D(32, 3, strides=2, padding="same", activation="relu")(enc_in))
h = layers.Dense(16, activation="relu")(h)
z_mean = layers.Dense(latent_dim)(h)
z_log_var = layers.Dense(latent_dim)(h)
encoder = keras.Model(enc_in, [z_mean, z_log_var, Sampling()([z_mean, z_log_var])])
dec_in = keras.Input(shape=(latent_dim,))
d = layers.Reshape((14, 14, 32))(layers.Dense(14 * 14 * 32, activation="relu")(dec_in))
decoder = keras.Model(dec_in, layers.Conv2DTranspose(1, 3, strides=2, padding="same", activation="sigmoid")(d))

(x_train, _), _ = keras.datasets.mnist.load_data()
vae = VAE(encoder, decoder)
vae.compile(optimizer=keras.optimizers.Adam())
vae.fit(x_train[..., None].astype("float32") / 255.0, epochs=30, batch_size=128)
