from multiprocessing import Lock
from multiprocessing.managers import BaseManager

import numpy as np
from keras.applications import VGG16


class KerasModel:
    """Owns the only copy of the network; a multiprocessing manager serves it to the web workers."""

    def __init__(self):
        self.mutex = Lock()
        self.model = None

    def initialize(self):
        self.model = VGG16()
        self.model.compile("sgd", "mse")

    def predict(self, arr):
        """arr: one (224, 224, 3) image; returns the 1000 ImageNet class probabilities."""
        if arr.shape != (224, 224, 3):
            raise ValueError("The image provided is not right.")
        with self.mutex:
            return self.model.predict_on_batch(arr[np.newaxis, ...])[0]


class KerasManager(BaseManager):
    pass


KerasManager.register("KerasModel", KerasModel)
