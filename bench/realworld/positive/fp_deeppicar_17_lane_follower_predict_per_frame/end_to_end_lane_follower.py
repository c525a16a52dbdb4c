import logging

import cv2
import numpy as np
from tensorflow.keras.models import load_model

_SHOW_IMAGE = False


def img_preprocess(image):
    height, _, _ = image.shape
    image = image[int(height / 2):, :, :]            # keep the lower half (road)
    image = cv2.cvtColor(image, cv2.COLOR_BGR2YUV)   # NVIDIA model uses YUV
    image = cv2.GaussianBlur(image, (3, 3), 0)
    image = cv2.resize(image, (200, 66))
    return image / 255.0


class EndToEndLaneFollower:
    def __init__(self, car=None, model_path="models/lane_navigation_final.h5"):
        logging.info("Creating an EndToEndLaneFollower...")
        self.car = car
        self.curr_steering_angle = 90
        self.model = load_model(model_path)

    def follow_lane(self, frame):
        self.curr_steering_angle = self.compute_steering_angle(frame)
        logging.debug("curr_steering_angle = %d", self.curr_steering_angle)
        if self.car is not None:
            self.car.front_wheels.turn(self.curr_steering_angle)
        return frame

    def compute_steering_angle(self, frame):
        preprocessed = img_preprocess(frame)
        X = np.asarray([preprocessed])
        steering_angle = self.model.predict(X)[0]
        return int(steering_angle + 0.5)
