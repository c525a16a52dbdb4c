import numpy as np
import tensorflow as tf


@tf.function
def crystalball_func(x, mu, sigma, alpha, n):
    t = (x - mu) / sigma
    abs_a = abs(alpha)
    a = (n / abs_a) ** n * tf.exp(-0.5 * abs_a ** 2)
    b = n / abs_a - abs_a
    gauss = tf.exp(-0.5 * tf.square(t))
    tail = a * tf.pow(tf.maximum(b - t, 1e-12), -n)
    return tf.where(t > -abs_a, gauss, tail)


def normalised(x, mu, sigma, alpha, n, lo, hi, n_grid=2000):
    grid = tf.constant(np.linspace(lo, hi, n_grid), tf.float64)
    norm = tf.reduce_mean(crystalball_func(grid, mu, sigma, alpha, n)) * (hi - lo)
    return crystalball_func(x, mu, sigma, alpha, n) / norm
