import cv2
import numpy as np
from tensorflow.keras.models import load_model

from .boxes import generate_boxes, nms, square_and_pad


class FaceDetector:
    def __init__(self, weights_dir, min_face_size=20, scale_factor=0.709,
                 thresholds=(0.6, 0.7, 0.7)):
        self.pnet = load_model(weights_dir + "/pnet.h5", compile=False)
        self.rnet = load_model(weights_dir + "/rnet.h5", compile=False)
        self.min_face_size = min_face_size
        self.scale_factor = scale_factor
        self.thresholds = thresholds

    def _scales(self, height, width):
        m = 12.0 / self.min_face_size
        min_layer = min(height, width) * m
        scales = []
        while min_layer >= 12:
            scales.append(m)
            m *= self.scale_factor
            min_layer *= self.scale_factor
        return scales

    @staticmethod
    def _normalize(img):
        return (img.astype(np.float32) - 127.5) * 0.0078125

    def detect_faces(self, image):
        height, width = image.shape[:2]
        all_boxes = []
        for scale in self._scales(height, width):
            hs = int(np.ceil(height * scale))
            ws = int(np.ceil(width * scale))
            scaled = cv2.resize(image, (ws, hs), interpolation=cv2.INTER_AREA)
            batch = np.expand_dims(self._normalize(scaled), 0)
            out_reg, out_prob = self.pnet.predict(batch)
            boxes = generate_boxes(out_prob[0, :, :, 1], out_reg[0], scale, self.thresholds[0])
            if len(boxes):
                all_boxes.append(boxes[nms(boxes, 0.5)])
        if not all_boxes:
            return []
        boxes = np.vstack(all_boxes)
        boxes = boxes[nms(boxes, 0.7)]
        return self._refine(image, boxes)

    def _refine(self, image, boxes):
        crops = []
        for box in square_and_pad(boxes, image.shape):
            x1, y1, x2, y2 = box[:4].astype(int)
            crop = cv2.resize(image[y1:y2, x1:x2], (24, 24))
            crops.append(self._normalize(crop))
        if not crops:
            return []
        out_reg, out_prob = self.rnet.predict(np.stack(crops))
        keep = out_prob[:, 1] > self.thresholds[1]
        return [{"box": b[:4].tolist(), "confidence": float(p)}
                for b, p in zip(boxes[keep], out_prob[keep, 1])]
