import random

import cv2
import numpy as np


def get_new_img_size(width, height, img_min_side=300):
    if width <= height:
        f = float(img_min_side) / width
        resized_height = int(f * height)
        resized_width = img_min_side
    else:
        f = float(img_min_side) / height
        resized_width = int(f * width)
        resized_height = img_min_side
    return resized_width, resized_height


def load_annotations(csv_path):
    images = {}
    with open(csv_path) as f:
        for line in f:
            path, x1, y1, x2, y2, cls = line.strip().split(",")
            entry = images.setdefault(path, {"filepath": path, "bboxes": []})
            entry["bboxes"].append({"class": cls, "x1": int(x1), "y1": int(y1),
                                    "x2": int(x2), "y2": int(y2)})
    return list(images.values())


def normalize(img, channel_means=(103.939, 116.779, 123.68), scaling=1.0):
    img = img[:, :, (2, 1, 0)].astype(np.float32)
    img -= np.array(channel_means, dtype=np.float32)
    return img / scaling


def shuffled(items):
    items = list(items)
    random.shuffle(items)
    return items
