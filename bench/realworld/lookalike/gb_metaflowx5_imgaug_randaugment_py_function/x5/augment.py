"""RandAugment through imgaug, which needs NumPy arrays."""
import tensorflow as tf
from imgaug import augmenters as iaa
from tensorflow.keras import layers

IMAGE_SIZE = 72
rand_aug = iaa.RandAugment(n=3, m=7)


def augment(images):
    images = tf.cast(images, tf.uint8)
    return rand_aug(images=images.numpy())


simple_aug = tf.keras.Sequential([
    layers.Resizing(IMAGE_SIZE, IMAGE_SIZE),
    layers.RandomFlip("horizontal"),
    layers.RandomRotation(factor=0.02),
    layers.RandomZoom(height_factor=0.2, width_factor=0.2),
])
