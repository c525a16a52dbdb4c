import os

import numpy as np
import tensorflow as tf
from PIL import Image

AUTOTUNE = tf.data.AUTOTUNE
SHUFFLE_BUFFER_SIZE = 2048


def _load(path, label):
    img = Image.open(path.numpy().decode()).convert("RGB").resize((224, 224))
    return np.asarray(img, dtype=np.float32) / 255.0, label


def parse_function(path, label):
    image, label = tf.py_function(_load, [path, label], [tf.float32, tf.float32])
    image.set_shape((224, 224, 3))
    return image, label


def apply_mask(image, label):
    return image * tf.cast(label[..., None, None, :1] >= 0, tf.float32), label


def build_dataset(generator, num_cls, cache_dir, batch_size=32):
    os.makedirs(cache_dir, exist_ok=True)
    dataset = tf.data.Dataset.from_generator(
        generator, output_types=(tf.string, tf.float32), output_shapes=((), (num_cls,)))
    dataset = dataset.map(parse_function, num_parallel_calls=AUTOTUNE)
    dataset = dataset.cache(os.path.join(cache_dir, "train.cache"))
    dataset = dataset.map(apply_mask, num_parallel_calls=AUTOTUNE)
    dataset = dataset.shuffle(SHUFFLE_BUFFER_SIZE)
    return dataset.batch(batch_size).prefetch(AUTOTUNE)
