import numpy as np
from PIL import Image

CLASSES = ["circle", "square", "star", "triangle"]


def gen_teste(path, size=(64, 64)):
    img = Image.open(path).convert("L").resize(size)
    arr = np.asarray(img, dtype="float32") / 255.0
    return arr.reshape((1, size[0], size[1], 1))


def proc_res(pred):
    scores = pred[0]
    order = np.argsort(scores)[::-1]
    return {CLASSES[i]: round(float(scores[i]) * 100, 2) for i in order}
