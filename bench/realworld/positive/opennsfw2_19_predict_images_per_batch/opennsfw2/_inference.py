import os

import numpy as np

from ._image import preprocess_image
from ._model import make_open_nsfw_model


def get_default_weights_path():
    return os.path.join(os.path.expanduser("~"), ".opennsfw2", "weights", "open_nsfw_weights.h5")


def predict_image(image_path, weights_path=None):
    return predict_images([image_path], weights_path=weights_path)[0]


def predict_images(image_paths, batch_size=8, weights_path=None):
    if weights_path is None:
        weights_path = get_default_weights_path()
    images = np.stack([preprocess_image(path) for path in image_paths])
    model = make_open_nsfw_model(weights_path=weights_path)
    predictions = model.predict(images, batch_size=batch_size, verbose=0)
    return predictions.tolist()
