"""Mean-field VI for the eight-schools model; the ELBO is estimated from 64 draws."""
import numpy as np
import tensorflow as tf
import tensorflow_probability as tfp

from jd_utils import batched_log_prob, make_model

tfd = tfp.distributions
tfb = tfp.bijectors

Y = tf.constant([28., 8., -3., 7., -1., 1., 18., 12.])
SIGMA = tf.constant([15., 10., 16., 11., 9., 11., 10., 18.])
NUM_SCHOOLS = 8


def surrogate():
    loc = tf.Variable(tf.zeros([NUM_SCHOOLS + 2]))
    raw_scale = tf.Variable(tf.fill([NUM_SCHOOLS + 2], -2.0))
    dist = tfd.Independent(tfd.Normal(loc, tfb.Softplus()(raw_scale)), 1)
    return dist, [loc, raw_scale]


def unpack(z):
    return z[:, 0], tf.nn.softplus(z[:, 1]), z[:, 2:]


def main(steps=3000, num_draws=64):
    model = make_model(NUM_SCHOOLS, SIGMA)
    q, q_vars = surrogate()
    opt = tf.keras.optimizers.Adam(1e-2)
    for step in range(steps):
        with tf.GradientTape() as tape:
            z = q.sample(num_draws)
            draws = unpack(z)
            elbo = tf.reduce_mean(batched_log_prob(model, draws, Y) - q.log_prob(z))
            loss = -elbo
        grads = tape.gradient(loss, q_vars)
        opt.apply_gradients(zip(grads, q_vars))
        if step % 200 == 0:
            print(step, float(elbo))
    np.save("q_loc.npy", q_vars[0].numpy())


if __name__ == "__main__":
    main()
