# source: https://www.tensorflow.org/tutorials/generative/dcgan
# note: correct: the official DCGAN tutorial structure: generator, discriminator and optimizers are created once; the training loop calls one @tf.function train_step per batch with tensors of a fixed batch shape, and the models are called directly (generator(noise, training=True)) instead of predict
import tensorflow as tf
from tensorflow.keras import layers

BATCH_SIZE = 256
NOISE_DIM = 100

cross_entropy = tf.keras.losses.BinaryCrossentropy(from_logits=True)


def make_generator_model():
    return tf.keras.Sequential([
        layers.Dense(7 * 7 * 256, use_bias=False, input_shape=(NOISE_DIM,)),
        layers.BatchNormalization(), layers.LeakyReLU(), layers.Reshape((7, 7, 256)),
        layers.Conv2DTranspose(128, 5, strides=1, padding="same", use_bias=False),
        layers.BatchNormalization(), layers.LeakyReLU(),
        layers.Conv2DTranspose(64, 5, strides=2, padding="same", use_bias=False),
        layers.BatchNormalization(), layers.LeakyReLU(),
        layers.Conv2DTranspose(1, 5, strides=2, padding="same", use_bias=False, activation="tanh"),
    ])


def make_discriminator_model():
    return tf.keras.Sequential([
        layers.Conv2D(64, 5, strides=2, padding="same", input_shape=[28, 28, 1]), layers.LeakyReLU(),
        layers.Dropout(0.3), layers.Conv2D(128, 5, strides=2, padding="same"), layers.LeakyReLU(),
        layers.Dropout(0.3), layers.Flatten(), layers.Dense(1),
    ])


generator = make_generator_model()
discriminator = make_discriminator_model()
generator_optimizer = tf.keras.optimizers.Adam(1e-4)
discriminator_optimizer = tf.keras.optimizers.Adam(1e-4)


@tf.function(input_signature=[tf.TensorSpec([BATCH_SIZE, 28, 28, 1], tf.float32)])
def train_step(images):
    noise = tf.random.normal([BATCH_SIZE, NOISE_DIM])
    with tf.GradientTape() as gen_tape, tf.GradientTape() as disc_tape:
        generated_images = generator(noise, training=True)
        real_output = discriminator(images, training=True)
        fake_output = discriminator(generated_images, training=True)
        gen_loss = cross_entropy(tf.ones_like(fake_output), fake_output)
        disc_loss = (cross_entropy(tf.ones_like(real_output), real_output)
                     + cross_entropy(tf.zeros_like(fake_output), fake_output))
    gen_grads = gen_tape.gradient(gen_loss, generator.trainable_variables)
    disc_grads = disc_tape.gradient(disc_loss, discriminator.trainable_variables)
    generator_optimizer.apply_gradients(zip(gen_grads, generator.trainable_variables))
    discriminator_optimizer.apply_gradients(zip(disc_grads, discriminator.trainable_variables))
    return gen_loss, disc_loss


def train(dataset, epochs):
    for epoch in range(epochs):
        for image_batch in dataset:
            gen_loss, disc_loss = train_step(image_batch)
        print("epoch", epoch + 1, float(gen_loss), float(disc_loss))


if __name__ == "__main__":
    (train_images, _), (_, _) = tf.keras.datasets.mnist.load_data()
    train_images = (train_images.reshape(-1, 28, 28, 1).astype("float32") - 127.5) / 127.5
    data = tf.data.Dataset.from_tensor_slices(train_images).shuffle(60000).batch(BATCH_SIZE, drop_remainder=True)
    train(data, 50)
