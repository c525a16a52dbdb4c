"""Face embedding service: loads the recognition network once and embeds aligned crops."""
import logging

import cv2
import numpy as np
import tensorflow as tf

log = logging.getLogger(__name__)


class FaceEmbedder:
    def __init__(self, weights_path, input_size=(160, 160)):
        self.input_size = input_size
        self.model = tf.keras.models.load_model(weights_path, compile=False)
        log.info("loaded embedding model from %s", weights_path)

    def preprocess(self, bgr_image, box):
        x, y, w, h = box
        face = bgr_image[max(y, 0):y + h, max(x, 0):x + w]
        face = cv2.resize(face, self.input_size)
        face = face[..., ::-1].astype("float32")
        face = (face - 127.5) / 128.0
        return np.expand_dims(face, axis=0)

    def embed(self, bgr_image, box):
        batch = self.preprocess(bgr_image, box)
        vector = self.model.predict(batch)[0]
        return vector / np.linalg.norm(vector)

    @staticmethod
    def distance(a, b):
        return float(1.0 - np.dot(a, b))
