# source: https://github.com/keras-team/keras/issues/9807
# symptom: RSS printed after every predict call keeps climbing (142 MB, 175 MB, 191 MB, 207 MB ... 239 MB) while the same small batches are predicted over and over
# expect: TFM008 19
# note: the reporter's gist loops over predict and prints psutil RSS; here the loop sits in Evaluator.run and the predict in a per-batch method it calls, with the model loaded through a star import
import os

import numpy as np
import psutil
from tensorflow.keras.models import *


class Evaluator:
    def __init__(self, model_path, batch_size=32):
        self.model = load_model(model_path)
        self.batch_size = batch_size
        self.proc = psutil.Process(os.getpid())

    def _score_batch(self, batch):
        probs = self.model.predict(batch)
        return probs.argmax(axis=-1)

    def run(self, x, rounds=200):
        hits = 0
        for r in range(rounds):
            start = (r * self.batch_size) % len(x)
            batch = x[start:start + self.batch_size]
            hits += int((self._score_batch(batch) == 1).sum())
            info = self.proc.memory_info()
            print("rss=%dMB\tvms=%dMB" % (info.rss >> 20, info.vms >> 20))
        return hits


if __name__ == "__main__":
    x_test = np.random.randint(0, 20000, size=(128, 400))
    Evaluator("imdb_cnn.h5").run(x_test)
