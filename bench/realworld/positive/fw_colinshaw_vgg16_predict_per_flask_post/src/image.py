import base64
import io

import numpy as np
from flask import request
from keras.applications.vgg16 import preprocess_input
from PIL import Image as PILImage


class Image(object):

    def __init__(self, size=(224, 224)):
        self.size = size

    def decode(self, field):
        payload = request.get_json(force=True)
        raw = base64.b64decode(payload[field])
        img = PILImage.open(io.BytesIO(raw)).convert("RGB").resize(self.size)
        arr = np.asarray(img, dtype="float32")
        return preprocess_input(np.expand_dims(arr, axis=0))
