import json

import numpy as np
from PIL import Image
from tensorflow import keras

with open("imagenet_labels.json") as fh:
    LABELS = {int(k): v for k, v in json.load(fh).items()}

CROP = (0, 0, 224, 224)


def load_image(path):
    img = Image.open(path).convert("RGB")
    img = img.crop(CROP)
    arr = np.asarray(img, dtype="float32")
    arr = keras.applications.vgg16.preprocess_input(arr)
    return np.expand_dims(arr, axis=0)


def image_recognition(path):
    model = keras.applications.VGG16()
    x = load_image(path)
    res = model.predict(x)
    return LABELS[int(np.argmax(res))]
