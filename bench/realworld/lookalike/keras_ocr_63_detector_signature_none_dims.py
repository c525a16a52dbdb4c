# source: https://github.com/faustomorales/keras-ocr/issues/63
# note: the fix proposed in the thread: the detector's tf.function gets an input_signature of shape [None, None, None, 3], so images of any size share one trace
import numpy as np
import tensorflow as tf


def build_craft_backbone():
    inputs = tf.keras.Input(shape=(None, None, 3))
    x = tf.keras.layers.Conv2D(32, 3, padding="same", activation="relu")(inputs)
    return tf.keras.Model(inputs, tf.keras.layers.Conv2D(2, 1, activation="sigmoid")(x))


class Detector:
    def __init__(self):
        self.model = build_craft_backbone()

    @tf.function(input_signature=[tf.TensorSpec([None, None, None, 3], tf.float32)])
    def _score_maps(self, images):
        return self.model(images, training=False)

    def detect(self, images, text_threshold=0.4):
        boxes = []
        for image in images:
            score = self._score_maps(image[None].astype(np.float32) / 255.0)[0, ..., 0].numpy()
            ys, xs = np.nonzero(score > text_threshold)
            boxes.append((xs.min(), ys.min(), xs.max(), ys.max()) if len(xs) else None)
        return boxes
