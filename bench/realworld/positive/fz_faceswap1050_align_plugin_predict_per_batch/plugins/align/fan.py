import logging

import numpy as np
from tensorflow import keras

logger = logging.getLogger(__name__)


class Align(object):
    """FAN style landmark aligner run on batches of detected faces."""

    def __init__(self, model_path, input_size=256, batchsize=12):
        self.input_size = input_size
        self.batchsize = batchsize
        self.model = keras.models.load_model(model_path, compile=False)
        logger.info("Loaded aligner from %s", model_path)

    def _crop(self, frame, box):
        x1, y1, x2, y2 = [int(v) for v in box]
        face = frame[max(y1, 0):y2, max(x1, 0):x2]
        face = np.resize(face, (self.input_size, self.input_size, 3))
        return face.astype("float32") / 255.0

    def align(self, batch):
        faces = np.stack([self._crop(item["frame"], item["box"]) for item in batch])
        heatmaps = self.model.predict(faces, batch_size=self.batchsize, verbose=0)
        landmarks = []
        for hm in heatmaps:
            flat = hm.reshape(-1, hm.shape[-1]).argmax(axis=0)
            ys, xs = np.unravel_index(flat, hm.shape[:2])
            landmarks.append(np.stack([xs, ys], axis=-1))
        return landmarks
