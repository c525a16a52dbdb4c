# source: https://github.com/tensorflow/docs/pull/1111
# note: correct: the performance guide's ordering for a pipeline with an expensive deterministic part and a Python part: the pure-TF decode/resize is cached (small, fixed output), and the tf.py_function augmentation is mapped after the cache, so its outputs are never held by the cache and it runs fresh every epoch; its parallelism is 4
import numpy as np
import tensorflow as tf
from scipy import ndimage

IMG = 96


def decode_and_resize(path, label):
    img = tf.io.decode_png(tf.io.read_file(path), channels=1)
    return tf.image.resize(img, (IMG, IMG)) / 255.0, label


def elastic_distort(img):
    alpha, sigma = 34.0, 4.0
    rng = np.random.default_rng()
    dx = ndimage.gaussian_filter(rng.uniform(-1, 1, img.shape[:2]), sigma) * alpha
    dy = ndimage.gaussian_filter(rng.uniform(-1, 1, img.shape[:2]), sigma) * alpha
    y, x = np.meshgrid(np.arange(img.shape[0]), np.arange(img.shape[1]), indexing="ij")
    warped = ndimage.map_coordinates(img[..., 0], [y + dy, x + dx], order=1, mode="reflect")
    return warped[..., None].astype(np.float32)


def augment(img, label):
    out = tf.py_function(elastic_distort, [img], tf.float32)
    out.set_shape((IMG, IMG, 1))
    return out, label


def make_dataset(paths, labels, batch_size=64):
    ds = tf.data.Dataset.from_tensor_slices((paths, labels))
    ds = ds.map(decode_and_resize, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.cache()
    ds = ds.shuffle(5000)
    ds = ds.map(augment, num_parallel_calls=4)
    return ds.batch(batch_size).prefetch(tf.data.AUTOTUNE)
