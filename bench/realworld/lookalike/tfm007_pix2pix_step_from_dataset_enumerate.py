# source: https://www.tensorflow.org/tutorials/generative/pix2pix
# symptom: none: the step passed to the tf.function comes from Dataset.enumerate(), so it is a tensor and train_step is traced once
# note: the current official pix2pix tutorial; same shape as the epoch-as-summary-step reports, but the counter is a tf.int64 tensor
import time

import tensorflow as tf


@tf.function
def train_step(input_image, target, step):
    with tf.GradientTape() as gen_tape, tf.GradientTape() as disc_tape:
        gen_output = generator(input_image, training=True)
        disc_real = discriminator([input_image, target], training=True)
        disc_fake = discriminator([input_image, gen_output], training=True)
        gen_total_loss, gen_gan_loss, gen_l1_loss = generator_loss(disc_fake, gen_output, target)
        disc_loss = discriminator_loss(disc_real, disc_fake)
    generator_optimizer.apply_gradients(zip(gen_tape.gradient(gen_total_loss, generator.trainable_variables),
                                            generator.trainable_variables))
    discriminator_optimizer.apply_gradients(zip(disc_tape.gradient(disc_loss, discriminator.trainable_variables),
                                                discriminator.trainable_variables))
    with summary_writer.as_default():
        tf.summary.scalar("gen_total_loss", gen_total_loss, step=step // 1000)
        tf.summary.scalar("disc_loss", disc_loss, step=step // 1000)


def fit(train_ds, test_ds, steps):
    start = time.time()
    for step, (input_image, target) in train_ds.repeat().take(steps).enumerate():
        if step % 1000 == 0:
            print(f"Time taken for 1000 steps: {time.time() - start:.2f} sec")
            start = time.time()
        train_step(input_image, target, step)
        if (step + 1) % 5000 == 0:
            checkpoint.save(file_prefix=checkpoint_prefix)
