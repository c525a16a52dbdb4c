import threading

import cv2
import numpy as np
import tensorflow as tf

_MODEL = None
_LOCK = threading.Lock()
INPUT_SIZE = 416


def get_model(path="models/yolo.h5"):
    global _MODEL
    with _LOCK:
        if _MODEL is None:
            _MODEL = tf.keras.models.load_model(path, compile=False)
    return _MODEL


def detect(image_bgr, min_probability=0.3):
    model = get_model()
    rgb = cv2.resize(image_bgr[:, :, ::-1], (INPUT_SIZE, INPUT_SIZE)).astype(np.float32) / 255.0
    outputs = model(rgb[None, ...], training=False)
    scores = tf.reduce_max(outputs[..., 5:], axis=-1).numpy()[0]
    boxes = outputs[..., :4].numpy()[0]
    keep = scores >= min_probability
    return [{"box": b.tolist(), "score": float(s)} for b, s in zip(boxes[keep], scores[keep])]
