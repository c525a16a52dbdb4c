import os

import cv2
import numpy as np
import tensorflow as tf


class FaceFinder:
    def __init__(self, model, db_path):
        self.model = model
        self.db = self._load_db(db_path)

    def _load_db(self, db_path):
        db = {}
        for name in os.listdir(db_path):
            if name.endswith(".npy"):
                db[name[:-4]] = np.load(os.path.join(db_path, name))
        return db

    def _prepare(self, frame):
        face = cv2.cvtColor(frame, cv2.COLOR_BGR2RGB)
        face = tf.image.resize(face, (150, 150)).numpy() / 255.0
        return face[np.newaxis].astype("float32")

    def find(self, frame):
        face = self._prepare(frame)
        embedding = self.model.predict(face)[0]
        dists = []
        for name, ref in self.db.items():
            cos = np.dot(embedding, ref) / (np.linalg.norm(embedding) * np.linalg.norm(ref))
            dists.append((name, 1.0 - float(cos)))
        return sorted(dists, key=lambda t: t[1])
