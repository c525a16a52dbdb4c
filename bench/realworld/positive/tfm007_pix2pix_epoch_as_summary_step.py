# source: https://github.com/spmallick/learnopencv/issues/806
# symptom: the Python int epoch is passed to the tf.function train_step, so every epoch traces a new graph ("triggered tf.function retracing")
# expect: TFM007 40
# note: pix2pix-style loop: the epoch is only used as the summary step inside train_step
import time

import tensorflow as tf

from networks import Discriminator, Generator, discriminator_loss, generator_loss
from data import load_facades

generator, discriminator = Generator(), Discriminator()
generator_optimizer = tf.keras.optimizers.Adam(2e-4, beta_1=0.5)
discriminator_optimizer = tf.keras.optimizers.Adam(2e-4, beta_1=0.5)
summary_writer = tf.summary.create_file_writer("logs/fit")
train_dataset = load_facades("train").shuffle(400).batch(1)


@tf.function
def train_step(input_image, target, epoch):
    with tf.GradientTape() as gen_tape, tf.GradientTape() as disc_tape:
        gen_output = generator(input_image, training=True)
        disc_real = discriminator([input_image, target], training=True)
        disc_fake = discriminator([input_image, gen_output], training=True)
        gen_total_loss = generator_loss(disc_fake, gen_output, target)
        disc_loss = discriminator_loss(disc_real, disc_fake)
    generator_optimizer.apply_gradients(zip(gen_tape.gradient(gen_total_loss, generator.trainable_variables),
                                            generator.trainable_variables))
    discriminator_optimizer.apply_gradients(zip(disc_tape.gradient(disc_loss, discriminator.trainable_variables),
                                                discriminator.trainable_variables))
    with summary_writer.as_default():
        tf.summary.scalar("gen_total_loss", gen_total_loss, step=epoch)
        tf.summary.scalar("disc_loss", disc_loss, step=epoch)


EPOCHS = 150
for epoch in range(EPOCHS):
    start = time.time()
    for input_image, target in train_dataset:
        train_step(input_image, target, epoch)
    print(f"epoch {epoch + 1} took {time.time() - start:.1f}s")
