# source: https://www.tensorflow.org/api_docs/python/tf/image/random_flip_up_down?hl=nb-NO
# note: segmentation input pipeline following the tf.image docs: random flips inside Dataset.map use tf.image.stateless_random_flip_* with a per-element seed tensor, so every element draws fresh randomness; the only NumPy in the mapped function is a 3-element normalisation constant, not generated data
import numpy as np
import tensorflow as tf

IMAGE_SIZE = 256
MEAN = np.array([0.485, 0.456, 0.406], dtype=np.float32)
STD = np.array([0.229, 0.224, 0.225], dtype=np.float32)


def load(image_path, mask_path):
    image = tf.image.decode_jpeg(tf.io.read_file(image_path), channels=3)
    mask = tf.image.decode_png(tf.io.read_file(mask_path), channels=1)
    image = tf.image.resize(image, (IMAGE_SIZE, IMAGE_SIZE)) / 255.0
    mask = tf.image.resize(mask, (IMAGE_SIZE, IMAGE_SIZE), method="nearest")
    return image, mask


def augment(element, seed):
    image, mask = element
    image = tf.image.stateless_random_flip_left_right(image, seed)
    mask = tf.image.stateless_random_flip_left_right(mask, seed)
    image = (image - MEAN) / STD
    return image, mask


def make_dataset(image_paths, mask_paths, batch_size=8):
    ds = tf.data.Dataset.from_tensor_slices((image_paths, mask_paths))
    ds = ds.map(load, num_parallel_calls=tf.data.AUTOTUNE)
    seeds = tf.data.Dataset.random(seed=7).batch(2)
    ds = tf.data.Dataset.zip((ds, seeds)).map(augment, num_parallel_calls=tf.data.AUTOTUNE)
    return ds.shuffle(512).batch(batch_size).prefetch(tf.data.AUTOTUNE)
