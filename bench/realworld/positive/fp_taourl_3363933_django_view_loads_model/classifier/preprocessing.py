import numpy as np
from PIL import Image

TARGET = (128, 128)


def image_to_batch(uploaded_file):
    img = Image.open(uploaded_file).convert("L").resize(TARGET)
    arr = np.asarray(img, dtype="float32") / 255.0
    return arr.reshape(1, TARGET[0], TARGET[1], 1)
