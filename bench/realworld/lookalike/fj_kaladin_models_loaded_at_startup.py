# source: https://github.com/lichess-org/kaladin/issues/2
# note: the correct shape of the queue worker: the SavedModels are loaded once when the worker starts and kept in a dict keyed by (time control, period); each batch only calls the cached models directly on its inputs, so nothing is rebuilt or retraced per batch
import time

import numpy as np
import tensorflow as tf

MODEL_KEYS = [(2, 180), (6, 180)]


class Worker:
    def __init__(self, queue, features):
        self.queue = queue
        self.features = features
        self.models = {key: tf.keras.models.load_model("model/eval0_tc%d_days%d/model.SavedModel" % key) for key in MODEL_KEYS}

    def score(self, users):
        best = {}
        for key, model in self.models.items():
            inputs = self.features(users, key)
            preds = np.ravel(model(inputs, training=False))
            for user, pred in zip(users, preds):
                best[user] = max(best.get(user, 0.0), float(pred))
        return best

    def run_forever(self):
        while True:
            users = self.queue.take(32)
            if not users:
                time.sleep(1)
                continue
            self.queue.answer(self.score(users))
