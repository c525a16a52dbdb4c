import os

import numpy as np
import tensorflow as tf
from PIL import Image

AUTOTUNE = tf.data.AUTOTUNE
SHUFFLE_BUFFER_SIZE = 2000
IMG_SIZE = 256


def generator(csv_path):
    with open(csv_path) as f:
        next(f)
        for line in f:
            path, *labels = line.strip().split(",")
            yield path, np.array(labels, dtype=np.float32)


def _load(path):
    img = Image.open(path.decode("utf-8")).convert("RGB").resize((IMG_SIZE, IMG_SIZE))
    return np.asarray(img, dtype=np.float32) / 255.0


def parse_function(path, label):
    image = tf.numpy_function(_load, [path], tf.float32)
    image.set_shape([IMG_SIZE, IMG_SIZE, 3])
    return image, label


def apply_mask(image, label):
    mask = tf.cast(tf.random.uniform([IMG_SIZE, IMG_SIZE, 1]) > 0.1, tf.float32)
    return image * mask, label


def make_dataset(csv_path, num_cls, cache_dir):
    os.makedirs(cache_dir, exist_ok=True)
    dataset = tf.data.Dataset.from_generator(
        lambda: generator(csv_path), output_types=(tf.string, tf.float32),
        output_shapes=((), (num_cls,)))
    dataset = dataset.map(parse_function, num_parallel_calls=AUTOTUNE)
    dataset = dataset.cache(os.path.join(cache_dir, "train.cache"))
    dataset = dataset.map(apply_mask, num_parallel_calls=AUTOTUNE)
    dataset = dataset.shuffle(SHUFFLE_BUFFER_SIZE)
    return dataset.batch(32).prefetch(AUTOTUNE)
