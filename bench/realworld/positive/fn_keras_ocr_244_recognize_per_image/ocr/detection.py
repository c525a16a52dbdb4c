import cv2
import numpy as np
import tensorflow as tf


def build_craft_like(weights_path):
    inp = tf.keras.Input((None, None, 3))
    x = tf.keras.layers.Conv2D(32, 3, padding="same", activation="relu")(inp)
    x = tf.keras.layers.Conv2D(32, 3, padding="same", activation="relu")(x)
    out = tf.keras.layers.Conv2D(2, 1, activation="sigmoid")(x)
    model = tf.keras.Model(inp, out)
    model.load_weights(weights_path)
    return model


class Detector:
    def __init__(self, weights_path="weights/craft_mlt_25k.h5", threshold=0.4):
        self.model = build_craft_like(weights_path)
        self.threshold = threshold

    def _boxes(self, heatmap):
        mask = (heatmap[..., 0] > self.threshold).astype("uint8")
        contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
        return [cv2.boundingRect(c) for c in contours]

    def detect(self, images):
        batch = np.stack([img.astype("float32") / 255.0 for img in images])
        heatmaps = self.model.predict(batch)
        return [self._boxes(h) for h in heatmaps]
