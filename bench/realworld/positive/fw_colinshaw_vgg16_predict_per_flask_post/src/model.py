from os.path import isfile

import numpy as np
from flask import jsonify
from keras.applications import VGG16
from keras.applications.vgg16 import decode_predictions

from src.image import Image

MODEL_WEIGHT_FILE = "model_weights.h5"


class Model(object):

    def __init__(self):
        self.__model = VGG16()
        if isfile(MODEL_WEIGHT_FILE):
            self.__model.load_weights(MODEL_WEIGHT_FILE)

    def predict(self):
        image = Image().decode("image")
        label = self.__model.predict(image)
        top = decode_predictions(label, top=1)[0][0]
        return jsonify(label=top[1], score=float(top[2]), index=int(np.argmax(label[0])))

    def train(self):
        return jsonify(success=True)
