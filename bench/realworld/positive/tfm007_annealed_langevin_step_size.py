# source: https://github.com/Xemnas0/NCSN-TF2.0/issues/26
# symptom: the Python float alpha_i (the step size of each noise level) is passed to the tf.function sample_one_step inside the sampling loop, so every noise level traces a new graph ("triggered tf.function retracing")
# expect: TFM007 23
# note: annealed Langevin dynamics for a noise-conditional score network; the step size is Python arithmetic on the loop's sigma
import numpy as np
import tensorflow as tf


@tf.function
def sample_one_step(model, x, idx_sigmas, alpha_i):
    z_t = tf.random.normal(shape=x.shape)
    score = model([x, idx_sigmas])
    noise = tf.sqrt(alpha_i * 2) * z_t
    return x + alpha_i * score + noise


def sample_many(model, sigmas, batch_size=128, eps=2e-5, T=100, image_shape=(32, 32, 3)):
    x = tf.random.uniform(shape=(batch_size,) + image_shape)
    for i, sigma_i in enumerate(sigmas):
        alpha_i = eps * (sigma_i / sigmas[-1]) ** 2
        idx_sigmas = tf.ones(batch_size, dtype=tf.int32) * i
        for t in range(T):
            x = sample_one_step(model, x, idx_sigmas, alpha_i)
    return tf.clip_by_value(x, 0.0, 1.0)


sigma_levels = np.geomspace(1.0, 0.01, num=10)
samples = sample_many(score_network, sigma_levels)
