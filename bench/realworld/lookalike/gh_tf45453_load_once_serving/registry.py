import threading

import keras

_models = {}
_lock = threading.Lock()


def get_model(path):
    with _lock:
        if path not in _models:
            _models[path] = keras.models.load_model(path, compile=False)
        return _models[path]
