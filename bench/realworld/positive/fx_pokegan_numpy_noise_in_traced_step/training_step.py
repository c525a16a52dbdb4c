import tensorflow as tf

from losses import discriminator_objective, generator_objective

generator_optimizer = tf.keras.optimizers.RMSprop()
discriminator_optimizer = tf.keras.optimizers.RMSprop()


@tf.function()
def training_step(generator, discriminator, images, k=1, batch_size=32):
    for _ in range(k):
        with tf.GradientTape() as gen_tape, tf.GradientTape() as disc_tape:
            noise = generator.generate_noise(batch_size, 100)
            g_z = generator(noise)
            d_x_true = discriminator(images)
            d_x_fake = discriminator(g_z)
            discriminator_loss = discriminator_objective(d_x_true, d_x_fake)
            generator_loss = generator_objective(d_x_fake)
        d_grads = disc_tape.gradient(discriminator_loss, discriminator.trainable_variables)
        discriminator_optimizer.apply_gradients(zip(d_grads, discriminator.trainable_variables))
        g_grads = gen_tape.gradient(generator_loss, generator.trainable_variables)
        generator_optimizer.apply_gradients(zip(g_grads, generator.trainable_variables))
