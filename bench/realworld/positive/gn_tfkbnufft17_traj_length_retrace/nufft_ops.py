"""Non-uniform FFT forward operator (gridding with a Kaiser-Bessel-like kernel)."""
import math

import tensorflow as tf


def _kernel(dist, width=4.0, beta=13.9):
    arg = tf.maximum(1.0 - (2.0 * dist / width) ** 2, 0.0)
    return tf.math.bessel_i0(beta * tf.sqrt(arg)) / tf.math.bessel_i0(tf.constant(beta))


@tf.function
def nufft_forward(image, ktraj):
    """image: [H, W] complex64, ktraj: [2, n_points] in radians -> kspace [n_points]."""
    grid = tf.signal.fftshift(tf.signal.fft2d(tf.signal.ifftshift(image)))
    size = tf.cast(tf.shape(image), tf.float32)
    coords = (ktraj / (2.0 * math.pi) + 0.5) * size[:, None]
    nearest = tf.cast(tf.round(coords), tf.int32)
    nearest = tf.clip_by_value(nearest, 0, tf.cast(size[:, None], tf.int32) - 1)
    weights = _kernel(tf.norm(coords - tf.cast(nearest, tf.float32), axis=0))
    values = tf.gather_nd(grid, tf.transpose(nearest))
    return values * tf.cast(weights, tf.complex64)


def density_compensation(ktraj):
    radius = tf.norm(ktraj, axis=0)
    return tf.cast(radius / tf.reduce_max(radius), tf.complex64)
