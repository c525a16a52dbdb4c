
import numpy as np
import tensorflow as tf
import tensorflow_probability as tfp

from jd_utils import make_model, vectorized_log_prob_fn

tfd = tfp.distributions
tfb = tfp.bijectors

Y = tf.constant([28., 8., -3., 7., -1., 1., 18., 12.])
SIGMA = tf.constant([15., 10., 16., 11., 9., 11., 10., 18.])


class _Ref:
    def __init__(self, value):
        self.value = value

    def __call__(self):
        return self.value


def main(steps=3000, num_draws=64):
    model = make_model(8, SIGMA)
    observed = _Ref(Y)
    log_prob = vectorized_log_prob_fn(model, observed)
    loc = tf.Variable(tf.zeros([10]))
    raw_scale = tf.Variable(tf.fill([10], -2.0))
    q = tfd.Independent(tfd.Normal(loc, tfb.Softplus()(raw_scale)), 1)
    opt = tf.keras.optimizers.Adam(1e-2)
    for step in range(steps):
        with tf.GradientTape() as tape:
            z = q.sample(num_draws)
            elbo = tf.reduce_mean(
                log_prob(z[:, 0], tf.nn.softplus(z[:, 1]), z[:, 2:]) - q.log_prob(z))
        grads = tape.gradient(-elbo, [loc, raw_scale])
        opt.apply_gradients(zip(grads, [loc, raw_scale]))
        if step % 200 == 0:
            print(step, float(elbo))
    np.save("q_loc.npy", loc.numpy())


if __name__ == "__main__":
    main()
