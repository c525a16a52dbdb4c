import numpy as np


def mold_image(image, config):
    return image.astype(np.float32) - config.MEAN_PIXEL


def compose_image_meta(image_shape, config):
    return np.array([0] + list(image_shape) + [1] * config.NUM_CLASSES, dtype=np.float32)
