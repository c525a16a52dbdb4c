# source: https://github.com/tensorflow/tensorflow/issues/47061
# note: the restructuring that avoids the in-graph iterators: the epoch loop iterates the module-level datasets in eager code and calls a tf.function step (with an input_signature) per batch
import tensorflow as tf
import tensorflow_datasets as tfds

from cyclegan_models import generator_loss, make_discriminator, make_generator

dataset = tfds.load("cycle_gan/horse2zebra", as_supervised=True)
train_horses = dataset["trainA"].map(lambda image, _: tf.cast(image, tf.float32) / 127.5 - 1.0).batch(1)
train_zebras = dataset["trainB"].map(lambda image, _: tf.cast(image, tf.float32) / 127.5 - 1.0).batch(1)
generator_g, discriminator_y = make_generator(), make_discriminator()
optimizer = tf.keras.optimizers.Adam(2e-4, beta_1=0.5)
IMAGE = tf.TensorSpec([1, 256, 256, 3], tf.float32)


@tf.function(input_signature=[IMAGE, IMAGE])
def train_step(real_x, real_y):
    with tf.GradientTape() as tape:
        loss = generator_loss(discriminator_y(generator_g(real_x, training=True), training=True))
    grads = tape.gradient(loss, generator_g.trainable_variables)
    optimizer.apply_gradients(zip(grads, generator_g.trainable_variables))
    return loss


for epoch in range(40):
    for real_x, real_y in zip(train_horses, train_zebras):
        train_step(real_x, real_y)
