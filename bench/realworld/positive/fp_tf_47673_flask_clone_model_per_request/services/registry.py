import os

import tensorflow as tf

MODEL_DIR = os.environ.get("MODEL_DIR", "/srv/models")
_MODELS = {}


def load_all():
    """Called once when the app starts: one Sequential image classifier per product line."""
    for name in sorted(os.listdir(MODEL_DIR)):
        _MODELS[name] = tf.keras.models.load_model(os.path.join(MODEL_DIR, name))
    return list(_MODELS)


def get(name):
    return _MODELS[name]
