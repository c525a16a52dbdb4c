# source: https://github.com/albumentations-team/albumentations_examples/pull/4
# note: look-alike: the Albumentations TensorFlow example maps a tf.numpy_function over the dataset with num_parallel_calls=AUTOTUNE and prefetch(AUTOTUNE); the augmentation pipeline is built once and bound with functools.partial, as the reviewer suggested; no literal parallelism, no cache after the Python map, and no NumPy random values baked into a traced function (the randomness runs inside the NumPy function at every call)
from functools import partial

import albumentations as A
import numpy as np
import tensorflow as tf
import tensorflow_datasets as tfds

AUTOTUNE = tf.data.experimental.AUTOTUNE

data, info = tfds.load(name="tf_flowers", split="train", as_supervised=True, with_info=True)

transforms = A.Compose([
    A.Rotate(limit=40),
    A.RandomBrightnessContrast(p=0.5),
    A.HueSaturationValue(hue_shift_limit=20, sat_shift_limit=30, val_shift_limit=20, p=0.5),
    A.HorizontalFlip(),
])


def aug_fn(image, img_size):
    aug_img = transforms(image=image)["image"]
    aug_img = tf.cast(aug_img / 255.0, tf.float32).numpy()
    return np.asarray(tf.image.resize(aug_img, size=[img_size, img_size]), dtype=np.float32)


def process_data(image, label, img_size):
    aug_img = tf.numpy_function(func=partial(aug_fn, img_size=img_size), inp=[image], Tout=tf.float32)
    aug_img.set_shape([img_size, img_size, 3])
    return aug_img, label


ds_alb = data.map(partial(process_data, img_size=120), num_parallel_calls=AUTOTUNE).batch(32).prefetch(AUTOTUNE)
