import cv2
import numpy as np


def preprocess(frame):
    small = cv2.resize(np.asarray(frame), (152, 104))
    return small.reshape(-1, 104, 152, 3)


def choose_keys(model, frame):
    scores = model.predict(preprocess(frame))
    best = int(np.argmax(scores))
    if best == 0:
        return True, False
    if best == 2:
        return False, True
    return False, False
