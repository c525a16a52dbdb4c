import numpy as np
from PIL import Image

VGG_MEAN = np.array([104.0, 117.0, 123.0], dtype=np.float32)


def preprocess_image(path, size=224):
    image = Image.open(path).convert("RGB").resize((256, 256), Image.BILINEAR)
    array = np.asarray(image, dtype=np.float32)[:, :, ::-1]
    offset = (256 - size) // 2
    array = array[offset:offset + size, offset:offset + size] - VGG_MEAN
    return array
