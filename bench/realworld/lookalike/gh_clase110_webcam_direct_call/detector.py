import cv2
import numpy as np
import tensorflow as tf


class MaskDetector:
    def __init__(self, model_path="keras_model.h5", labels_path="labels.txt"):
        self.model = tf.keras.models.load_model(model_path, compile=False)
        with open(labels_path) as f:
            self.labels = [line.strip().split(" ", 1)[-1] for line in f]

    def classify(self, frame):
        image = cv2.resize(frame, (224, 224)).astype(np.float32)
        batch = np.expand_dims(image / 255.0, axis=0)
        scores = self.model(batch, training=False).numpy()[0]
        best = int(np.argmax(scores))
        return self.labels[best], float(scores[best])
