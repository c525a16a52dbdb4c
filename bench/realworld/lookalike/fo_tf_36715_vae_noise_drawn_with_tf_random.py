# source: https://github.com/tensorflow/tensorflow/issues/36715
# note: the fix given in the thread, applied to the custom-loop VAE: the reparameterisation noise is drawn with tf.random.normal inside the traced step, so it is a random op executed on every call instead of a constant captured at trace time; the step keeps its input_signature
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
        eps = tf.random.normal([BATCH, LATENT])
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
