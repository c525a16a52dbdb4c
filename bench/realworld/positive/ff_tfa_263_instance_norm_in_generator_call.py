# source: https://github.com/tensorflow/addons/issues/263
# symptom: adding tfa.layers.InstanceNormalization()(x) to the generator of the DCGAN tutorial fails inside the @tf.function train step with "tf.function-decorated function tried to create variables on non-first call"
# expect: TFM014 27
# note: the DCGAN tutorial's custom training loop with a subclassed generator; the convolutions are created in __init__, but the InstanceNormalization layers are instantiated inside call(), which runs inside the traced train_step, so each trace creates new layers and variables
import tensorflow as tf
import tensorflow_addons as tfa

BATCH_SIZE = 256
NOISE_DIM = 100


class Generator(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.dense = tf.keras.layers.Dense(7 * 7 * 256, use_bias=False)
        self.reshape = tf.keras.layers.Reshape((7, 7, 256))
        self.up_convs = [
            tf.keras.layers.Conv2DTranspose(128, 5, strides=1, padding="same", use_bias=False),
            tf.keras.layers.Conv2DTranspose(64, 5, strides=2, padding="same", use_bias=False),
        ]
        self.to_image = tf.keras.layers.Conv2DTranspose(1, 5, strides=2, padding="same", activation="tanh")

    def call(self, z, training=False):
        x = self.reshape(tf.nn.leaky_relu(self.dense(z)))
        for conv in self.up_convs:
            x = conv(x)
            x = tfa.layers.InstanceNormalization()(x)
            x = tf.nn.leaky_relu(x)
        return self.to_image(x)


def make_discriminator():
    return tf.keras.Sequential([
        tf.keras.layers.Conv2D(64, 5, strides=2, padding="same", input_shape=[28, 28, 1]),
        tf.keras.layers.LeakyReLU(),
        tf.keras.layers.Dropout(0.3),
        tf.keras.layers.Conv2D(128, 5, strides=2, padding="same"),
        tf.keras.layers.LeakyReLU(),
        tf.keras.layers.Flatten(),
        tf.keras.layers.Dense(1),
    ])


cross_entropy = tf.keras.losses.BinaryCrossentropy(from_logits=True)
generator = Generator()
discriminator = make_discriminator()
generator_optimizer = tf.keras.optimizers.Adam(1e-4)
discriminator_optimizer = tf.keras.optimizers.Adam(1e-4)


@tf.function
def train_step(images):
    noise = tf.random.normal([BATCH_SIZE, NOISE_DIM])
    with tf.GradientTape() as gen_tape, tf.GradientTape() as disc_tape:
        generated = generator(noise, training=True)
        real_output = discriminator(images, training=True)
        fake_output = discriminator(generated, training=True)
        gen_loss = cross_entropy(tf.ones_like(fake_output), fake_output)
        disc_loss = (cross_entropy(tf.ones_like(real_output), real_output)
                     + cross_entropy(tf.zeros_like(fake_output), fake_output))
    generator_optimizer.apply_gradients(
        zip(gen_tape.gradient(gen_loss, generator.trainable_variables), generator.trainable_variables))
    discriminator_optimizer.apply_gradients(
        zip(disc_tape.gradient(disc_loss, discriminator.trainable_variables), discriminator.trainable_variables))


(train_images, _), _ = tf.keras.datasets.mnist.load_data()
train_images = (train_images.reshape(-1, 28, 28, 1).astype("float32") - 127.5) / 127.5
train_dataset = tf.data.Dataset.from_tensor_slices(train_images).shuffle(60000).batch(BATCH_SIZE, drop_remainder=True)

for epoch in range(50):
    for image_batch in train_dataset:
        train_step(image_batch)
