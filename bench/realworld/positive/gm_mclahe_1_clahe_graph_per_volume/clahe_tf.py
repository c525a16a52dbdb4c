"""Contrast limited adaptive histogram equalisation for n-d volumes.

Graph-mode implementation kept from the TF1 days of the project.
"""
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1
tf1.disable_eager_execution()


def default_kernel_size(shape, fraction=8):
    return [max(int(np.ceil(s / fraction)), 1) for s in shape]


def mclahe(volume, kernel_size=None, n_bins=128, clip_limit=0.01, use_gpu=True):
    """Equalise ``volume`` and return a float32 array scaled to [0, 1]."""
    volume = np.asarray(volume, dtype=np.float32)
    if kernel_size is None:
        kernel_size = default_kernel_size(volume.shape)

    x_in = tf1.placeholder(tf.float32, shape=volume.shape, name="volume")
    lo = tf.reduce_min(x_in)
    hi = tf.reduce_max(x_in)
    scaled = (x_in - lo) / (hi - lo + 1e-8)

    binned = tf.cast(tf.floor(scaled * (n_bins - 1)), tf.int32)
    flat = tf.reshape(binned, [-1])
    hist = tf.math.bincount(flat, minlength=n_bins, dtype=tf.float32)

    limit = clip_limit * tf.cast(tf.size(flat), tf.float32)
    clipped = tf.minimum(hist, limit)
    excess = tf.reduce_sum(hist - clipped)
    clipped = clipped + excess / n_bins

    cdf = tf.cumsum(clipped)
    cdf = cdf / cdf[-1]
    mapped = tf.gather(cdf, flat)
    result = tf.reshape(mapped, volume.shape)

    config = tf1.ConfigProto(device_count={"GPU": 1 if use_gpu else 0})
    config.gpu_options.allow_growth = True
    with tf1.Session(config=config) as sess:
        out = sess.run(result, feed_dict={x_in: volume})
    return out
