import logging

import tensorflow as tf

log = logging.getLogger(__name__)

MODEL_PATH = "models/churn_model.keras"
_state = {"model": None}


def load():
    log.info("Loading TensorFlow model from %s", MODEL_PATH)
    _state["model"] = tf.keras.models.load_model(MODEL_PATH, compile=False)


def unload():
    if _state["model"] is not None:
        log.info("Unloading TensorFlow model")
        _state["model"] = None


def get():
    model = _state["model"]
    if model is None:
        raise RuntimeError("model not loaded in this worker process")
    return model
