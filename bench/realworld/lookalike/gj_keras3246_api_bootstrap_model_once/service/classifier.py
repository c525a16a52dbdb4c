import json

import numpy as np
import tensorflow as tf


class TopicClassifier(object):
    """Built once at process start; reused by every request."""

    def __init__(self, model_dir, maxlen=200):
        with open(f"{model_dir}/word_index.json") as f:
            self.word_index = json.load(f)
        with open(f"{model_dir}/labels.json") as f:
            self.labels = json.load(f)
        self.model = tf.keras.models.load_model(f"{model_dir}/model.keras", compile=False)
        self.maxlen = maxlen

    def encode(self, texts):
        batch = np.zeros((len(texts), self.maxlen), dtype=np.int32)
        for i, text in enumerate(texts):
            ids = [self.word_index.get(w, 1) for w in text.lower().split()][: self.maxlen]
            batch[i, : len(ids)] = ids
        return batch

    def classify(self, texts):
        probs = self.model(self.encode(texts), training=False).numpy()
        return [{"label": self.labels[int(p.argmax())], "score": float(p.max())} for p in probs]
