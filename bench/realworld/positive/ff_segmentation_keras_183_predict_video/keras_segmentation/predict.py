import json
import random

import cv2
import numpy as np
from tensorflow.keras.models import model_from_json

random.seed(0)
CLASS_COLORS = [(random.randint(0, 255), random.randint(0, 255), random.randint(0, 255)) for _ in range(5000)]


def model_from_checkpoint_path(checkpoints_path):
    with open(checkpoints_path + "_config.json") as f:
        config = json.load(f)
    with open(checkpoints_path + "_arch.json") as f:
        model = model_from_json(f.read())
    model.load_weights(checkpoints_path + ".weights.h5")
    model.n_classes = config["n_classes"]
    model.input_height, model.input_width = config["input_height"], config["input_width"]
    model.output_height, model.output_width = config["output_height"], config["output_width"]
    return model


def get_image_array(image, width, height):
    img = cv2.resize(image, (width, height)).astype(np.float32)
    img -= np.array([103.939, 116.779, 123.68], dtype=np.float32)
    return img


def predict(model=None, inp=None, out_fname=None):
    if isinstance(inp, str):
        inp = cv2.imread(inp)
    x = get_image_array(inp, model.input_width, model.input_height)
    pr = model.predict(np.array([x]))[0]
    pr = pr.reshape((model.output_height, model.output_width, model.n_classes)).argmax(axis=2)
    if out_fname is not None:
        cv2.imwrite(out_fname, visualize_segmentation(pr, inp, model.n_classes))
    return pr


def visualize_segmentation(seg_arr, inp_img, n_classes, overlay_img=True):
    seg_img = np.zeros(seg_arr.shape + (3,), dtype=np.uint8)
    for c in range(n_classes):
        seg_img[seg_arr == c] = CLASS_COLORS[c]
    seg_img = cv2.resize(seg_img, (inp_img.shape[1], inp_img.shape[0]), interpolation=cv2.INTER_NEAREST)
    if overlay_img:
        seg_img = (inp_img / 2 + seg_img / 2).astype("uint8")
    return seg_img
