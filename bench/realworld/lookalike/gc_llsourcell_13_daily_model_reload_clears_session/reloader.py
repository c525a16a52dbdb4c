"""Background thread: once a day, reload the retrained model if a new file was published."""
import os
import threading
import time

from tensorflow import keras

from model_store import ModelStore


def reload_forever(store, check_every_s=24 * 3600):
    while True:
        if store.is_stale():
            keras.backend.clear_session()
            model = keras.models.load_model(store.path, compile=False)
            store.swap(model, os.path.getmtime(store.path))
        time.sleep(check_every_s)


def start(store: ModelStore):
    t = threading.Thread(target=reload_forever, args=(store,), daemon=True)
    t.start()
    return t
