import cv2
import numpy as np

from facedetect.networks import build_onet, build_pnet, build_rnet


class FaceDetector:
    def __init__(self, weights_file="facedetect/weights.npy", min_face_size=20, scale_factor=0.709):
        self.min_face_size = min_face_size
        self.pnet = build_pnet()
        self.rnet = build_rnet()
        self.onet = build_onet()
        self.scale_factor = scale_factor
        weights = np.load(weights_file, allow_pickle=True).tolist()
        for net, key in ((self.pnet, "pnet"), (self.rnet, "rnet"), (self.onet, "onet")):
            net.set_weights(weights[key])

    def _scales(self, height, width):
        scale, side, scales = 12.0 / self.min_face_size, min(height, width), []
        side *= scale
        while side >= 12:
            scales.append(scale)
            scale *= self.scale_factor
            side *= self.scale_factor
        return scales

    def detect_faces(self, image):
        height, width, _ = image.shape
        candidates = []
        for scale in self._scales(height, width):
            resized = cv2.resize(image, (int(width * scale), int(height * scale))) / 127.5 - 1.0
            boxes, prob = self.pnet.predict(resized[None], verbose=0)
            ys, xs = np.where(prob[0, :, :, 1] > 0.7)
            for y, x in zip(ys, xs):
                candidates.append({"box": [int(x * 2 / scale), int(y * 2 / scale), int(12 / scale), int(12 / scale)],
                                   "confidence": float(prob[0, y, x, 1])})
        return candidates
