import json
import os

import numpy as np
from tensorflow import keras


class SoundModel:
    """A trained Keras classifier together with its label names."""

    def __init__(self, net, labels):
        self._net = net
        self.labels = labels

    @classmethod
    def load(cls, model_dir):
        net = keras.models.load_model(os.path.join(model_dir, "net.h5"))
        with open(os.path.join(model_dir, "labels.json")) as fh:
            labels = json.load(fh)
        return cls(net, labels)

    def predict(self, segment):
        features = np.asarray(segment.spectrum, dtype="float32")[np.newaxis, :]
        scores = self._net.predict(features)[0]
        return self.labels[int(np.argmax(scores))]
