from io import BytesIO

import numpy as np
from keras.models import load_model
from PIL import Image


class MyModel(object):
    """Seldon-style model class: the serving runtime calls predict() per request."""

    def __init__(self):
        print("calling init()...")
        self.loaded = False

    def load(self):
        self.model = load_model("keras-mnist.h5")
        self.loaded = True

    def predict(self, request, names=None, meta=None):
        if not self.loaded:
            self.load()
        image = Image.open(BytesIO(request)).resize((28, 28)).convert("L")
        data = np.asarray(image, dtype=np.float32) / 255.0
        data = data[np.newaxis, ..., np.newaxis]
        return self.model.predict(data)

    def tags(self):
        return {"model": "keras-mnist"}

    def metrics(self):
        return []
