# source: https://github.com/tensorflow/tensorflow/issues/36715
# symptom: the "random" noise of the VAE reparameterisation has a fixed value: it is generated once and then stored in the model, so every step reuses the same sample and the VAE silently behaves like a plain autoencoder
# expect: TFM015 37
# note: the report's noise is a tf.random.normal tensor captured once by a functional model; this custom training loop shows the same fixed-noise symptom with the common NumPy form: np.random.normal inside the @tf.function step runs only at trace time and its array is baked into the graph as a constant
import numpy as np
import tensorflow as tf
from tensorflow import keras

LATENT, BATCH = 16, 128

encoder = keras.Sequential([
    keras.layers.Flatten(input_shape=(28, 28)),
    keras.layers.Dense(256, activation="relu"),
    keras.layers.Dense(2 * LATENT),
])
decoder = keras.Sequential([
    keras.layers.Dense(256, activation="relu", input_shape=(LATENT,)),
    keras.layers.Dense(28 * 28, activation="sigmoid"),
    keras.layers.Reshape((28, 28)),
])
optimizer = keras.optimizers.Adam(1e-3)

(x_train, _), _ = keras.datasets.mnist.load_data()
dataset = (tf.data.Dataset.from_tensor_slices(x_train.astype("float32") / 255.0)
           .shuffle(10000).batch(BATCH, drop_remainder=True))


def kl_divergence(mean, logvar):
    return -0.5 * tf.reduce_mean(tf.reduce_sum(1 + logvar - tf.square(mean) - tf.exp(logvar), axis=1))


@tf.function(input_signature=[tf.TensorSpec([BATCH, 28, 28], tf.float32)])
def train_step(images):
    with tf.GradientTape() as tape:
        stats = encoder(images, training=True)
        mean, logvar = tf.split(stats, 2, axis=1)
        eps = np.random.normal(size=(BATCH, LATENT)).astype("float32")
        z = mean + tf.exp(0.5 * logvar) * eps
        recon = decoder(z, training=True)
        rec_loss = tf.reduce_mean(tf.reduce_sum(keras.losses.binary_crossentropy(images, recon), axis=1))
        loss = rec_loss + kl_divergence(mean, logvar)
    variables = encoder.trainable_variables + decoder.trainable_variables
    optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
    return loss


for epoch in range(30):
    for images in dataset:
        loss = train_step(images)
    print(f"epoch {epoch}: loss {float(loss):.3f}")
