import numpy as np
from PIL import Image


def load_images(paths, size=(224, 224)):
    return np.stack([np.asarray(Image.open(p).convert("RGB").resize(size), dtype="float32") / 255.0 for p in paths])
