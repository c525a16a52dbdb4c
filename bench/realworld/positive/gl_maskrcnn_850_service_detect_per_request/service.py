"""Detection service wrapping the exported Keras detector."""
import logging

import cv2
import numpy as np
import tensorflow as tf

from config import DetectorConfig

log = logging.getLogger(__name__)


class DetectorService:
    """Loads the detector once and answers detection calls."""

    def __init__(self, config: DetectorConfig):
        self.config = config
        self.keras_model = tf.keras.models.load_model(
            config.WEIGHTS_PATH, compile=False)
        self.class_names = config.CLASS_NAMES
        warmup = cv2.imread(config.WARMUP_IMAGE)
        if warmup is not None:
            self.detect(warmup)
            log.info("detector warmed up")

    def _mold(self, image):
        size = self.config.IMAGE_SIZE
        resized = cv2.resize(image, (size, size))
        molded = resized.astype(np.float32) - self.config.MEAN_PIXEL
        return np.expand_dims(molded, axis=0)

    def _unmold(self, boxes, scores, class_ids, shape):
        h, w = shape[:2]
        keep = scores >= self.config.MIN_CONFIDENCE
        scale = np.array([h, w, h, w], dtype=np.float32)
        return {
            "rois": (boxes[keep] * scale).astype(int).tolist(),
            "scores": scores[keep].tolist(),
            "labels": [self.class_names[i] for i in class_ids[keep]],
        }

    def detect(self, image):
        molded = self._mold(image)
        boxes, scores, class_ids = self.keras_model.predict(molded, verbose=0)
        return self._unmold(boxes[0], scores[0], class_ids[0].astype(int),
                            image.shape)
