# source: https://github.com/faustomorales/keras-ocr/issues/63
# symptom: "triggered tf.function retracing" warnings on every new image size: the detector's tf.function is called with images of different heights and widths; the thread's fix is an input_signature with None for the spatial dimensions
# expect: TFM001 20
# note: the detector resizes each image only to a multiple of 32, so height and width still vary from image to image
import numpy as np
import tensorflow as tf


def build_craft_backbone():
    inputs = tf.keras.Input(shape=(None, None, 3))
    x = tf.keras.layers.Conv2D(32, 3, padding="same", activation="relu")(inputs)
    x = tf.keras.layers.Conv2D(2, 1, activation="sigmoid")(x)
    return tf.keras.Model(inputs, x)


class Detector:
    def __init__(self):
        self.model = build_craft_backbone()

    @tf.function
    def _score_maps(self, images):
        return self.model(images, training=False)

    def detect(self, images, text_threshold=0.4):
        boxes = []
        for image in images:
            h, w = image.shape[:2]
            padded = np.zeros((int(np.ceil(h / 32) * 32), int(np.ceil(w / 32) * 32), 3), np.float32)
            padded[:h, :w] = image / 255.0
            score = self._score_maps(padded[None])[0, :h, :w, 0].numpy()
            ys, xs = np.nonzero(score > text_threshold)
            boxes.append((xs.min(), ys.min(), xs.max(), ys.max()) if len(xs) else None)
        return boxes
