import cv2
import numpy as np
import tensorflow as tf
from tensorflow.keras.applications import ResNet50
from tensorflow.keras.applications.resnet50 import preprocess_input


class FeatureExtractor:
    def __init__(self, height=960, width=960, channels=3):
        self.height = height
        self.width = width
        self.channels = channels
        self.model = ResNet50(include_top=False, pooling="avg",
                              input_shape=(self.height, self.width, self.channels))
        self.graph = tf.compat.v1.get_default_graph()

    def image_resize(self, image):
        raw_height, raw_width = image.shape[:2]
        if raw_height > self.height or raw_width > self.width:
            ratio = max(raw_height / self.height, raw_width / self.width)
            raw_height, raw_width = int(raw_height / ratio), int(raw_width / ratio)
            image = cv2.resize(image, (raw_width, raw_height))
        return np.pad(image, ((0, self.height - raw_height), (0, self.width - raw_width), (0, 0)),
                      mode="constant")

    def extract(self, image):
        batch = preprocess_input(self.image_resize(image).astype("float32")[np.newaxis])
        with self.graph.as_default():
            features = self.model.predict(batch)
        return features[0] / np.linalg.norm(features[0])
