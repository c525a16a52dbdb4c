# source: https://github.com/albumentations-team/albumentations/issues/906
# note: correct: the albumentations pipeline runs inside a nested Python function executed by tf.numpy_function, so its NumPy/Python randomness runs per element at iteration time (not at trace time); the map uses AUTOTUNE, nothing is cached after it, and seeding follows the thread's advice (random.seed plus np.random.seed inside the wrapped function)
import random
from functools import partial

import albumentations as A
import numpy as np
import tensorflow as tf

AUTOTUNE = tf.data.AUTOTUNE
IMG = 128

transforms = A.Compose([
    A.RandomCrop(IMG, IMG),
    A.HorizontalFlip(),
    A.RandomBrightnessContrast(p=0.5),
    A.ShiftScaleRotate(shift_limit=0.05, scale_limit=0.1, rotate_limit=15, p=0.5),
])


def augment_image(inputs, labels, augmentation_pipeline, seed=42):
    def apply_augmentation(images):
        random.seed(seed)
        np.random.seed(seed)
        return augmentation_pipeline(image=images.astype("uint8"))["image"]

    inputs = tf.numpy_function(func=apply_augmentation, inp=[inputs], Tout=tf.uint8)
    inputs.set_shape((IMG, IMG, 3))
    return tf.cast(inputs, tf.float32) / 255.0, labels


def load(path, label):
    img = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
    return tf.image.resize_with_crop_or_pad(img, 160, 160), label


def make_train_ds(paths, labels, batch_size=32):
    ds = tf.data.Dataset.from_tensor_slices((paths, labels)).shuffle(2048)
    ds = ds.map(load, num_parallel_calls=AUTOTUNE)
    ds = ds.map(partial(augment_image, augmentation_pipeline=transforms), num_parallel_calls=AUTOTUNE)
    return ds.batch(batch_size).prefetch(AUTOTUNE)
