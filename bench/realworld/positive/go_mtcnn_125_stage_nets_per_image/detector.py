import cv2
import numpy as np
from tensorflow.keras.models import load_model


class StageDetector:
    def __init__(self, pnet_path, rnet_path, min_face=20, factor=0.709):
        self.pnet = load_model(pnet_path, compile=False)
        self.rnet = load_model(rnet_path, compile=False)
        self.min_face = min_face
        self.factor = factor

    def _scales(self, h, w):
        m = 12.0 / self.min_face
        side = min(h, w) * m
        scales = []
        while side >= 12:
            scales.append(m)
            m *= self.factor
            side *= self.factor
        return scales

    def detect_faces(self, image):
        h, w = image.shape[:2]
        norm = (image.astype("float32") - 127.5) / 128.0
        boxes = []
        for scale in self._scales(h, w):
            resized = cv2.resize(norm, (int(w * scale), int(h * scale)))
            prob, reg = self.pnet.predict(resized[None], verbose=0)
            ys, xs = np.where(prob[0, :, :, 1] > 0.6)
            for y, x in zip(ys, xs):
                boxes.append([x * 2 / scale, y * 2 / scale, (x * 2 + 12) / scale, (y * 2 + 12) / scale])
        if not boxes:
            return []
        crops = np.stack([cv2.resize(norm[int(b[1]):int(b[3]) + 1, int(b[0]):int(b[2]) + 1], (24, 24))
                          for b in boxes])
        scores = self.rnet.predict(crops, verbose=0)[0][:, 1]
        return [b for b, s in zip(boxes, scores) if s > 0.7]
