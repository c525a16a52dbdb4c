# source: https://codemia.io/knowledge-hub/path/can_datasetmap_somehow_parallelize_over_tfpy_func_calls
# symptom: Dataset.map over a Python (py_func) augmentation does not get faster with more parallel calls, because the Python part runs under the GIL; the extra calls only hold more images in flight
# expect: TFM004 27
# note: Q&A page (mirror of the Stack Overflow question 'Can Dataset.map somehow parallelize over tf.py_func calls?'); the mapped function is a functools.partial of a module-level wrapper around tf.numpy_function, and 24 is ours
import functools

import cv2
import numpy as np
import tensorflow as tf


def _distort(image, strength):
    h, w = image.shape[:2]
    angle = np.random.uniform(-30, 30) * strength
    matrix = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
    return cv2.warpAffine(image, matrix, (w, h)).astype(np.float32)


def augment(image, label, strength=0.5):
    image = tf.numpy_function(_distort, [image, strength], tf.float32)
    image.set_shape([None, None, 3])
    return image, label


def make_train_dataset(images, labels):
    ds = tf.data.Dataset.from_tensor_slices((images, labels))
    ds = ds.map(functools.partial(augment, strength=0.3), num_parallel_calls=24)
    return ds.batch(64)
