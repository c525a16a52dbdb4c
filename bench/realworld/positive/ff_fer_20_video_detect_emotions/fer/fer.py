import os

import cv2
import numpy as np
from tensorflow.keras.models import load_model

EMOTIONS = ["angry", "disgust", "fear", "happy", "sad", "surprise", "neutral"]
MODEL_PATH = os.path.join(os.path.dirname(__file__), "data", "emotion_model.hdf5")
CASCADE_PATH = cv2.data.haarcascades + "haarcascade_frontalface_default.xml"


class FER:
    def __init__(self, scale_factor=1.1, min_neighbors=5, offsets=(10, 10)):
        self._face_detector = cv2.CascadeClassifier(CASCADE_PATH)
        self._emotion_classifier = load_model(MODEL_PATH, compile=False)
        self._target_size = self._emotion_classifier.input_shape[1:3]
        self._scale_factor, self._min_neighbors, self._offsets = scale_factor, min_neighbors, offsets

    def find_faces(self, img):
        gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
        return self._face_detector.detectMultiScale(gray, scaleFactor=self._scale_factor,
                                                    minNeighbors=self._min_neighbors, minSize=(50, 50))

    def _crop(self, gray, box):
        x, y, w, h = box
        dx, dy = self._offsets
        face = gray[max(0, y - dy):y + h + dy, max(0, x - dx):x + w + dx]
        face = cv2.resize(face, self._target_size).astype("float32") / 255.0
        return (face - 0.5) * 2.0

    def detect_emotions(self, img):
        boxes = self.find_faces(img)
        if len(boxes) == 0:
            return []
        gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
        gray_faces = np.stack([self._crop(gray, box) for box in boxes])[..., np.newaxis]
        emotion_predictions = self._emotion_classifier.predict(gray_faces, verbose=0)
        return [
            {"box": tuple(int(v) for v in box), "emotions": dict(zip(EMOTIONS, map(float, scores)))}
            for box, scores in zip(boxes, emotion_predictions)
        ]

    def top_emotion(self, img):
        faces = self.detect_emotions(img)
        if not faces:
            return None, None
        label, score = max(faces[0]["emotions"].items(), key=lambda kv: kv[1])
        return label, score
