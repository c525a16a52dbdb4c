# source: https://github.com/tensorflow/addons/issues/263
# note: look-alike, the working form of the report's generator: the InstanceNormalization layers are created once in __init__ next to the convolutions, and call() only applies them, so tracing the train step creates no layer or variable; the step itself has an input_signature (the batch shape is fixed by drop_remainder), and the optimizers and loss are module-level objects created once
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
        self.norms = [tfa.layers.InstanceNormalization() for _ in self.up_convs]
        self.to_image = tf.keras.layers.Conv2DTranspose(1, 5, strides=2, padding="same", activation="tanh")

    def call(self, z, training=False):
        x = self.reshape(tf.nn.leaky_relu(self.dense(z)))
        for conv, norm in zip(self.up_convs, self.norms):
            x = tf.nn.leaky_relu(norm(conv(x)))
        return self.to_image(x)


discriminator = tf.keras.Sequential([
    tf.keras.layers.Conv2D(64, 5, strides=2, padding="same", input_shape=[28, 28, 1]),
    tf.keras.layers.LeakyReLU(),
    tf.keras.layers.Conv2D(128, 5, strides=2, padding="same"),
    tf.keras.layers.LeakyReLU(),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(1),
])
generator = Generator()
cross_entropy = tf.keras.losses.BinaryCrossentropy(from_logits=True)
generator_optimizer = tf.keras.optimizers.Adam(1e-4)
discriminator_optimizer = tf.keras.optimizers.Adam(1e-4)


@tf.function(input_signature=[tf.TensorSpec([BATCH_SIZE, 28, 28, 1], tf.float32)])
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
    return gen_loss, disc_loss


(train_images, _), _ = tf.keras.datasets.mnist.load_data()
train_images = (train_images.reshape(-1, 28, 28, 1).astype("float32") - 127.5) / 127.5
train_dataset = tf.data.Dataset.from_tensor_slices(train_images).shuffle(60000).batch(BATCH_SIZE, drop_remainder=True)

for epoch in range(50):
    for image_batch in train_dataset:
        gen_loss, disc_loss = train_step(image_batch)
    print(epoch, float(gen_loss), float(disc_loss))
