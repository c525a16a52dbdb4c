import os

import numpy as np
import tensorflow as tf
from PIL import Image

MODEL_PATH = os.path.join(os.path.dirname(__file__), "weights", "quality_net.h5")


def _prepare(image):
    arr = np.asarray(image.convert("L").resize((224, 224)), dtype="float32") / 255.0
    return arr[None, :, :, None]


def score(image):
    model = tf.keras.models.load_model(MODEL_PATH, compile=False)
    return float(model(_prepare(image), training=False)[0, 0])
