# source: https://www.tensorflow.org/guide/data#applying_arbitrary_python_logic
# note: resembles a leak: arbitrary Python logic (scipy rotation) inside Dataset.map
# note: the guide's tf.py_function example, mapped with a small, fixed number of parallel calls (4, within the usual 4-8 for Python functions)
import numpy as np
import scipy.ndimage as ndimage
import tensorflow as tf


def random_rotate_image(image):
    return ndimage.rotate(image.numpy(), np.random.uniform(-30, 30), reshape=False)


def tf_random_rotate_image(image, label):
    im_shape = image.shape
    [image] = tf.py_function(random_rotate_image, [image], [tf.float32])
    image.set_shape(im_shape)
    return image, label


def augmented(images_ds):
    return images_ds.map(tf_random_rotate_image, num_parallel_calls=4).batch(32)
