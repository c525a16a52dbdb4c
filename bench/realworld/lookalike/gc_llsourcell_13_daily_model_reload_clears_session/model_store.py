"""Keeps the currently deployed model and swaps it when a newer file is published."""
import os
import threading

from tensorflow import keras

MODEL_PATH = os.environ.get("MODEL_PATH", "/models/current/model.h5")


class ModelStore:
    def __init__(self, path=MODEL_PATH):
        self.path = path
        self._lock = threading.Lock()
        self._model = None
        self._mtime = None

    def current(self):
        with self._lock:
            return self._model

    def swap(self, model, mtime):
        with self._lock:
            self._model = model
            self._mtime = mtime

    def is_stale(self):
        return self._mtime is None or os.path.getmtime(self.path) > self._mtime
