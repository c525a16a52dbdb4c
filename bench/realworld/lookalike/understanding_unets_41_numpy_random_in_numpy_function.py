# source: https://github.com/zaccharieramzi/understanding-unets/pull/41
# note: the PR's augmentation is written in NumPy (np.random.randint, np.rot90) and runs through tf.numpy_function, so it runs for every element rather than once at trace time
import numpy as np
import tensorflow as tf


def random_rotate_flip_image(image):
    rot_coef = np.random.randint(4, size=1)[0]
    flip_coef = np.random.randint(2, size=1)[0]
    image = np.rot90(image, rot_coef)
    if flip_coef:
        image = np.flipud(image)
    return image


def tf_random_rotate_flip(image):
    out = tf.numpy_function(random_rotate_flip_image, [image], tf.float32)
    out.set_shape(image.shape)
    return out


def normalise(image):
    return (image / 255) - 0.5


def train_dataset(paths, patch_size=96, batch_size=32):
    ds = tf.data.Dataset.from_tensor_slices(paths)
    ds = ds.map(lambda p: tf.image.decode_png(tf.io.read_file(p), channels=1))
    ds = ds.map(lambda im: tf.image.random_crop(tf.cast(im, tf.float32), [patch_size, patch_size, 1]))
    ds = ds.map(tf_random_rotate_flip).map(normalise)
    return ds.batch(batch_size).repeat().prefetch(tf.data.experimental.AUTOTUNE)
