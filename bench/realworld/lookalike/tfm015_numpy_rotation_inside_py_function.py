# source: https://github.com/Kaiyilin/Graduate-Pjt/blob/HEAD/CICI_classificatiom/utils/augmentation.py
# symptom: none: np.random.uniform runs inside a function wrapped by tf.py_function, so it executes in Python for every element instead of once at trace time
# note: a real augmentation module; the mapped function itself only contains TensorFlow calls
import numpy as np
import scipy.ndimage
import tensorflow as tf


def tf_random_rotate_image(image, label):
    def random_rotate_image(volume):
        return scipy.ndimage.rotate(volume, np.random.uniform(-80, 80), order=0, reshape=False)

    im_shape = image.shape
    [image] = tf.py_function(random_rotate_image, [image], [tf.float64])
    image.set_shape(im_shape)
    return image, label


train_ds = (tf.data.Dataset.from_tensor_slices((volumes, labels))
            .map(tf_random_rotate_image, num_parallel_calls=4)
            .batch(8))
