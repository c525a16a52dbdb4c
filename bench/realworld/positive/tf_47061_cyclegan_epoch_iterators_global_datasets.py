# source: https://github.com/tensorflow/tensorflow/issues/47061
# symptom: the tf.function training epoch runs out of GPU memory on its second call although it takes a single tf.constant argument and does not retrace; the reporter traced it to the dataset iterators created inside the tf.function
# expect: TFM003 25
# expect: TFM003 26
# note: the epoch function reads the two module-level datasets and makes its iterators inside the graph; the only argument is the step count, passed as a tensor
import tensorflow as tf
import tensorflow_datasets as tfds

from cyclegan_models import discriminator_loss, generator_loss, make_discriminator, make_generator

AUTOTUNE = tf.data.AUTOTUNE
BATCH = 1

dataset, metadata = tfds.load("cycle_gan/horse2zebra", with_info=True, as_supervised=True)
train_horses = dataset["trainA"].map(lambda image, _: tf.cast(image, tf.float32) / 127.5 - 1.0).batch(BATCH)
train_zebras = dataset["trainB"].map(lambda image, _: tf.cast(image, tf.float32) / 127.5 - 1.0).batch(BATCH)

generator_g, generator_f = make_generator(), make_generator()
discriminator_x, discriminator_y = make_discriminator(), make_discriminator()
optimizer = tf.keras.optimizers.Adam(2e-4, beta_1=0.5)


@tf.function
def train_epoch(num_steps):
    horse_iter = iter(train_horses)
    zebra_iter = iter(train_zebras)
    total = tf.constant(0.0)
    for _ in tf.range(num_steps):
        real_x, real_y = next(horse_iter), next(zebra_iter)
        with tf.GradientTape(persistent=True) as tape:
            fake_y, fake_x = generator_g(real_x, training=True), generator_f(real_y, training=True)
            gen_loss = generator_loss(discriminator_y(fake_y, training=True)) + generator_loss(discriminator_x(fake_x, training=True))
            disc_loss = discriminator_loss(discriminator_y(real_y, training=True), discriminator_y(fake_y, training=True))
        variables = generator_g.trainable_variables + generator_f.trainable_variables
        optimizer.apply_gradients(zip(tape.gradient(gen_loss, variables), variables))
        optimizer.apply_gradients(zip(tape.gradient(disc_loss, discriminator_y.trainable_variables),
                                      discriminator_y.trainable_variables))
        total += gen_loss
    return total / tf.cast(num_steps, tf.float32)


steps = tf.constant(1000)
for epoch in range(40):
    print(epoch, float(train_epoch(steps)))
