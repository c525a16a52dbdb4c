"""NumPy/OpenCV augmentation used for the ImageNet benchmark runs."""
import cv2
import numpy as np


def random_resized_crop(img, rng, size=224, scale=(0.08, 1.0)):
    h, w = img.shape[:2]
    area = h * w * rng.uniform(*scale)
    ratio = np.exp(rng.uniform(np.log(3 / 4), np.log(4 / 3)))
    ch = int(min(h, round(np.sqrt(area / ratio))))
    cw = int(min(w, round(np.sqrt(area * ratio))))
    y, x = rng.integers(0, h - ch + 1), rng.integers(0, w - cw + 1)
    return cv2.resize(img[y:y + ch, x:x + cw], (size, size), interpolation=cv2.INTER_LINEAR)


def augment_np(jpeg_bytes, seed):
    rng = np.random.default_rng(int(seed))
    img = cv2.imdecode(np.frombuffer(jpeg_bytes, np.uint8), cv2.IMREAD_COLOR)[:, :, ::-1]
    img = random_resized_crop(img, rng)
    if rng.random() < 0.5:
        img = img[:, ::-1]
    return np.ascontiguousarray(img, dtype=np.float32) / 255.0
