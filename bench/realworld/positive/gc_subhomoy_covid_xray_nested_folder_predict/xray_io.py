"""Loading and VGG16 preprocessing of chest X-ray files."""
import os

import numpy as np
from keras.applications.vgg16 import preprocess_input
from keras.preprocessing import image

CLASSES = ["NORMAL", "PNEUMONIA"]


def iter_split(root, split="val"):
    for label in CLASSES:
        folder = os.path.join(root, split, label)
        for name in sorted(os.listdir(folder)):
            yield label, os.path.join(folder, name)


def load_xray(path, size=(224, 224)):
    img = image.load_img(path, target_size=size)
    x = np.expand_dims(image.img_to_array(img), axis=0)
    return preprocess_input(x)
