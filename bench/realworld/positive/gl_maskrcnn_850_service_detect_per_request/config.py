"""Static configuration for the detection service."""
import numpy as np


class DetectorConfig:
    WEIGHTS_PATH = "weights/detector_savedmodel"
    WARMUP_IMAGE = "test.jpg"
    IMAGE_SIZE = 512
    MEAN_PIXEL = np.array([123.7, 116.8, 103.9], dtype=np.float32)
    MIN_CONFIDENCE = 0.7
    CLASS_NAMES = ["BG", "person", "car", "bicycle", "dog"]
