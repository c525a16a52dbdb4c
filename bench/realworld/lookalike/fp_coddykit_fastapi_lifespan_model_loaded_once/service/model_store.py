import numpy as np
import tensorflow as tf

_store = {}


def load(path):
    _store["model"] = tf.keras.models.load_model(path)
    _store["model"].predict_on_batch(np.zeros((1,) + _store["model"].input_shape[1:], dtype="float32"))  # warm-up


def predict_one(row):
    return float(_store["model"].predict_on_batch(np.asarray([row], dtype="float32"))[0, 0])


def unload():
    _store.clear()
