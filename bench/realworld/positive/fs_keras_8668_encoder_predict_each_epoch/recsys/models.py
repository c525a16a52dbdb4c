import tensorflow as tf
from tensorflow.keras import layers


def build_encoder(n_items, latent_dim=64):
    x_in = layers.Input(shape=(n_items,))
    h = layers.Dropout(0.5)(x_in)
    h = layers.Dense(600, activation="tanh")(h)
    z_mean = layers.Dense(latent_dim)(h)
    return tf.keras.Model(x_in, z_mean, name="encoder")


def build_decoder(n_items, latent_dim=64):
    z_in = layers.Input(shape=(latent_dim,))
    h = layers.Dense(600, activation="tanh")(z_in)
    logits = layers.Dense(n_items)(h)
    return tf.keras.Model(z_in, logits, name="decoder")


def build_autoencoder(encoder, decoder):
    x_in = layers.Input(shape=encoder.input_shape[1:])
    logits = decoder(encoder(x_in))
    model = tf.keras.Model(x_in, logits)
    model.compile(optimizer=tf.keras.optimizers.Adam(1e-3),
                  loss=tf.keras.losses.CategoricalCrossentropy(from_logits=True))
    return model
