"""The three tomato-leaf disease classifiers, loaded once at import time."""
import json

import cv2
import numpy as np
import tensorflow as tf
from PIL import Image
from tensorflow import keras

model_mnv2_224 = keras.models.load_model("./models/MNv2_224.h5")
model_mnv2_256 = keras.models.load_model("./models/MNv2_256.h5")
model_custom = keras.models.load_model("./models/Custom.h5")

with open("./categories.json") as fh:
    CATEGORIES = {v: k for k, v in json.load(fh).items()}


def predict_mnv2_224(path):
    img = cv2.resize(cv2.imread(path), (224, 224)).reshape(1, 224, 224, 3)
    scores = model_mnv2_224.predict(img)
    return CATEGORIES[int(np.argmax(scores))]


def predict_mnv2_256(path):
    img = cv2.resize(cv2.imread(path), (256, 256)).reshape(1, 256, 256, 3)
    scores = model_mnv2_256.predict(img)
    return CATEGORIES[int(np.argmax(scores))]


def predict_custom(path):
    pil_img = Image.open(path).resize((256, 256), resample=0)
    batch = tf.expand_dims(tf.keras.preprocessing.image.img_to_array(pil_img), 0)
    scores = model_custom.predict(batch)
    return CATEGORIES[int(np.argmax(scores[0]))]


PREDICTORS = [predict_custom, predict_mnv2_224, predict_mnv2_256]
