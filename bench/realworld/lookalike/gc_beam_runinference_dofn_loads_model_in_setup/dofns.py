"""Beam DoFns for batch scoring of product images with a Keras classifier."""
import apache_beam as beam
import numpy as np
import tensorflow as tf


class DecodeImage(beam.DoFn):
    def __init__(self, size=(224, 224)):
        self.size = size

    def process(self, element):
        key, raw = element
        img = tf.io.decode_jpeg(raw, channels=3)
        img = tf.image.resize(img, self.size) / 255.0
        yield key, img.numpy().astype("float32")


class KerasBatchPredict(beam.DoFn):
    """Loads the model once per DoFn instance (setup), then scores whole batches."""

    def __init__(self, model_path):
        self.model_path = model_path
        self._model = None

    def setup(self):
        self._model = tf.keras.models.load_model(self.model_path, compile=False)

    def process(self, batch):
        keys = [k for k, _ in batch]
        images = np.stack([img for _, img in batch])
        probs = self._model(images, training=False).numpy()
        for key, p in zip(keys, probs):
            yield {"id": key, "label": int(np.argmax(p)), "score": float(np.max(p))}
