from abc import ABC, abstractmethod

import cv2
import numpy as np
from tensorflow.keras.models import load_model


class ModelInterface(ABC):
    @abstractmethod
    def load_model(self, path):
        pass

    @abstractmethod
    def get_prediction(self, images, info):
        pass


class DriveModelKeras(ModelInterface):
    def __init__(self):
        self._model = None
        self._one_hot_hlc = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]

    def load_model(self, path):
        self._model = load_model(path)

    def get_prediction(self, images, info):
        if self._model is None:
            return False
        img_input = cv2.cvtColor(images["rgb_center"], cv2.COLOR_BGR2LAB)
        info_input = [info["speed"] / 100, info["speed_limit"] / 100, 1 if info["traffic_light"] == 2 else 0]
        hlc_input = self._one_hot_hlc[int(info["hlc"])]
        prediction = self._model.predict([np.array([img_input]), np.array([info_input]), np.array([hlc_input])])[0]
        steer, throttle, brake = float(prediction[0]), float(prediction[1]), float(prediction[2])
        return steer, throttle, brake
