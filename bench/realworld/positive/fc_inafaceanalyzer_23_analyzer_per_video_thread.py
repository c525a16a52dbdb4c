# source: https://github.com/ina-foss/inaFaceAnalyzer/issues/23
# symptom: "5 out of the last 9 calls to predict_function triggered tf.function retracing" because analyzer objects, which load their Keras networks when constructed, are created several times
# expect: TFM009 44
# note: my own service in the library's shape: the analyzer class loads a face classifier in __init__, and a worker thread draining a job queue constructs a new analyzer for every video it receives
import queue
import threading

import cv2
import numpy as np
import tensorflow as tf


class VideoGenderAnalyzer:
    def __init__(self, weights="models/gender_resnet50.h5", batch_len=32):
        self.classifier = tf.keras.models.load_model(weights, compile=False)
        self.batch_len = batch_len

    def _faces(self, frame):
        gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
        small = cv2.resize(gray, (224, 224)).astype("float32") / 255.0
        return np.repeat(small[:, :, None], 3, axis=2)

    def __call__(self, video_path):
        cap = cv2.VideoCapture(video_path)
        batch, scores = [], []
        ok, frame = cap.read()
        while ok:
            batch.append(self._faces(frame))
            if len(batch) == self.batch_len:
                scores.extend(self.classifier(np.stack(batch), training=False).numpy()[:, 0])
                batch = []
            ok, frame = cap.read()
        cap.release()
        return float(np.mean(scores)) if scores else None


jobs = queue.Queue()
results = {}


def worker():
    while True:
        path = jobs.get()
        analyzer = VideoGenderAnalyzer()
        results[path] = analyzer(path)
        jobs.task_done()


threading.Thread(target=worker, daemon=True).start()
