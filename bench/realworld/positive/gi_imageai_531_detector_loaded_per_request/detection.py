import cv2
import numpy as np
from tensorflow import keras

from yolo_utils import decode_netout, correct_boxes, do_nms

MODEL_PATH = "models/yolo.h5"
INPUT_SIZE = 416
LABELS = open("models/coco_labels.txt").read().splitlines()


def preprocess(image_bgr):
    h, w = image_bgr.shape[:2]
    resized = cv2.resize(image_bgr[:, :, ::-1], (INPUT_SIZE, INPUT_SIZE))
    return np.expand_dims(resized.astype(np.float32) / 255.0, 0), (h, w)


class Detector:
    def __init__(self, model):
        self.model = model


def get_detector():
    model = keras.models.load_model(MODEL_PATH, compile=False)
    return Detector(model)


def detect_objects(detector, image_bgr, min_probability=0.3):
    batch, (h, w) = preprocess(image_bgr)
    outputs = detector.model.predict_on_batch(batch)
    boxes = []
    for i, netout in enumerate(outputs):
        boxes += decode_netout(netout[0], i, min_probability, INPUT_SIZE)
    correct_boxes(boxes, h, w, INPUT_SIZE)
    do_nms(boxes, 0.45)
    return [{"name": LABELS[b.label], "percentage_probability": float(b.score) * 100,
             "box_points": [int(b.xmin), int(b.ymin), int(b.xmax), int(b.ymax)]}
            for b in boxes if b.score >= min_probability]
