"""Read and preprocess an image folder into one array."""
import glob
import os

import numpy as np
from tensorflow.keras.applications.vgg16 import preprocess_input
from tensorflow.keras.preprocessing import image


def load_folder(folder, size=(224, 224)):
    paths = sorted(glob.glob(os.path.join(folder, "*.jpg")))
    batch = np.zeros((len(paths), size[0], size[1], 3), dtype="float32")
    for i, path in enumerate(paths):
        batch[i] = image.img_to_array(image.load_img(path, target_size=size))
    return paths, preprocess_input(batch)
