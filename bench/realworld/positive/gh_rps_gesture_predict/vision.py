import cv2
import numpy as np
from keras.models import load_model

GESTURES = ["rock", "paper", "scissors", "nothing"]


class GestureReader:
    """Wraps the Teachable Machine model exported as keras_model.h5."""

    def __init__(self, model_path="keras_model.h5", size=224):
        self.model = load_model(model_path, compile=False)
        self.size = size
        self.buffer = np.ndarray(shape=(1, size, size, 3), dtype=np.float32)

    def preprocess(self, frame):
        resized = cv2.resize(frame, (self.size, self.size), interpolation=cv2.INTER_AREA)
        self.buffer[0] = (resized.astype(np.float32) / 127.0) - 1.0
        return self.buffer

    def read_gesture(self, frame):
        batch = self.preprocess(frame)
        probabilities = self.model.predict(batch, verbose=0)[0]
        index = int(np.argmax(probabilities))
        return GESTURES[index], float(probabilities[index])
