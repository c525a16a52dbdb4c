import io

import numpy as np
from PIL import Image

TARGET_SIZE = (224, 224)


def decode_image(raw_bytes):
    image = Image.open(io.BytesIO(raw_bytes)).convert("RGB")
    image = image.resize(TARGET_SIZE)
    array = np.asarray(image, dtype=np.float32) / 127.5 - 1.0
    return array[np.newaxis, ...]


def top_k(scores, class_names, k=3):
    order = np.argsort(scores)[::-1][:k]
    return [{"label": class_names[i], "score": float(scores[i])} for i in order]
