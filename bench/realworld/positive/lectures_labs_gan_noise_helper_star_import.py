# source: https://github.com/m2dsupsdlclass/lectures-labs/blob/HEAD/labs/10_unsupervised_generative_models/solutions/gan_step.py
# symptom: the generator is fed the same latent batch at every step: the noise is drawn once, when train_step is traced, and is a constant of the graph afterwards
# expect: TFM015 43
# note: the lab's train_step calls a get_noise() helper inside the tf.function; here the helper draws with np.random.normal, as the TF1 GAN helpers of the same name do (they fed a placeholder); layers come from a star import
import numpy as np
import tensorflow as tf
from tensorflow.keras.layers import *
from tensorflow.keras.models import Sequential

LATENT_DIM = 100
BATCH_SIZE = 128
EPOCHS = 50

(x_train, _), _ = tf.keras.datasets.mnist.load_data()
x_train = (x_train.astype("float32") - 127.5) / 127.5
dataset = tf.data.Dataset.from_tensor_slices(x_train[..., None]).shuffle(60000).batch(BATCH_SIZE, drop_remainder=True)

generator = Sequential([
    Dense(7 * 7 * 128, use_bias=False, input_shape=(LATENT_DIM,)),
    BatchNormalization(),
    LeakyReLU(),
    Reshape((7, 7, 128)),
    Conv2DTranspose(64, 5, strides=2, padding="same", use_bias=False),
    BatchNormalization(),
    LeakyReLU(),
    Conv2DTranspose(1, 5, strides=2, padding="same", activation="tanh"),
])
discriminator = Sequential([
    Conv2D(64, 5, strides=2, padding="same", input_shape=(28, 28, 1)),
    LeakyReLU(),
    Dropout(0.3),
    Conv2D(128, 5, strides=2, padding="same"),
    LeakyReLU(),
    Flatten(),
    Dense(1),
])
bce = tf.keras.losses.BinaryCrossentropy(from_logits=True)
optimizer_g = tf.keras.optimizers.Adam(1e-4)
optimizer_d = tf.keras.optimizers.Adam(1e-4)


def get_noise(batch_size, latent_dim=LATENT_DIM):
    return np.random.normal(size=(batch_size, latent_dim)).astype("float32")


def generator_loss(fake_output):
    return bce(tf.ones_like(fake_output), fake_output)


def discriminator_loss(real_output, fake_output):
    return bce(tf.ones_like(real_output), real_output) + bce(tf.zeros_like(fake_output), fake_output)


@tf.function
def train_step(images):
    noise = get_noise(images.shape[0])
    with tf.GradientTape() as gen_tape, tf.GradientTape() as disc_tape:
        generated_images = generator(noise, training=True)
        real_output = discriminator(images, training=True)
        fake_output = discriminator(generated_images, training=True)
        gen_loss = generator_loss(fake_output)
        disc_loss = discriminator_loss(real_output, fake_output)
    grads_g = gen_tape.gradient(gen_loss, generator.trainable_variables)
    grads_d = disc_tape.gradient(disc_loss, discriminator.trainable_variables)
    optimizer_g.apply_gradients(zip(grads_g, generator.trainable_variables))
    optimizer_d.apply_gradients(zip(grads_d, discriminator.trainable_variables))
    return disc_loss, gen_loss


for epoch in range(EPOCHS):
    for image_batch in dataset:
        d_loss, g_loss = train_step(image_batch)
    print(f"epoch {epoch}: d_loss={float(d_loss):.3f} g_loss={float(g_loss):.3f}")
