import time

import tensorflow as tf

from .helper import end_routine

ae_optimizer = tf.keras.optimizers.Adam(1e-4)
disc_optimizer = tf.keras.optimizers.Adam(1e-5)
gen_optimizer = tf.keras.optimizers.Adam(1e-5)
mse = tf.keras.losses.MeanSquaredError()


@tf.function
def train_step(ae, disc, x):
    with tf.GradientTape() as ae_tape, tf.GradientTape() as disc_tape, tf.GradientTape() as gen_tape:
        x_hat = ae(x)
        real, _ = disc(x, training=True)
        fake, _ = disc(x_hat, training=True)
        recon = mse(x, x_hat)
        disc_loss = mse(tf.ones_like(real), real) + mse(tf.zeros_like(fake), fake)
        gen_loss = mse(tf.ones_like(fake), fake)
    ae_optimizer.apply_gradients(zip(ae_tape.gradient(recon, ae.trainable_variables), ae.trainable_variables))
    disc_optimizer.apply_gradients(zip(disc_tape.gradient(disc_loss, disc.trainable_variables),
                                       disc.trainable_variables))
    gen_optimizer.apply_gradients(zip(gen_tape.gradient(gen_loss, ae.decoder.trainable_variables),
                                      ae.decoder.trainable_variables))
    return recon, disc_loss, gen_loss


def train(ae, disc, dataset, args):
    recon_hist, disc_hist, gen_hist = [], [], []
    for epoch in range(args.epochs):
        start = time.time()
        for batch in dataset:
            recon, disc_loss, gen_loss = train_step(ae, disc, batch)
        recon_hist.append(recon)
        disc_hist.append(disc_loss)
        gen_hist.append(gen_loss)
        print("epoch {} ({:.1f}s) ae {:.4f} disc {:.4f} gen {:.4f}".format(
            epoch, time.time() - start, recon.numpy(), disc_loss.numpy(), gen_loss.numpy()))
    end_routine("outputs/" + args.model_name, {"ae": recon_hist, "disc": disc_hist, "gen": gen_hist})
    return ae, disc
