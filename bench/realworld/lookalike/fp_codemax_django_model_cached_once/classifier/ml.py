import threading

import numpy as np
from django.conf import settings
from tensorflow.keras.models import load_model

_lock = threading.Lock()
_model = None


def get_model():
    """Load the Keras model the first time it is needed, then reuse it for every request."""
    global _model
    if _model is None:
        with _lock:
            if _model is None:
                _model = load_model(settings.SENTIMENT_MODEL_PATH)
    return _model


def score(token_ids):
    batch = np.asarray([token_ids], dtype=np.int32)
    return float(get_model()(batch, training=False).numpy()[0, 0])
