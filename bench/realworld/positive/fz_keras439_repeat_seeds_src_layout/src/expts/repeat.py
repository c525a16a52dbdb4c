import datetime

import numpy as np
import tensorflow as tf
from sklearn.metrics import f1_score

from ..models.textcnn import TextCNN


def _one_run(seed, data, cfg):
    np.random.seed(seed)
    tf.random.set_seed(seed)
    (x_tr, y_tr), (x_te, y_te) = data
    model = TextCNN(cfg)
    model.compile(optimizer="adam", loss="binary_crossentropy")
    model.fit(x_tr, y_tr, batch_size=cfg["batch_size"], epochs=cfg["epochs"], verbose=0)
    pred = (model.predict(x_te, verbose=0)[:, 0] > 0.5).astype(int)
    return f1_score(y_te, pred)


def repeat_runs(data, cfg, n_repeats=15):
    """Train/evaluate the same configuration with a fresh seed each time."""
    scores = []
    for _ in range(n_repeats):
        seed = datetime.datetime.now().microsecond
        scores.append(_one_run(seed, data, cfg))
        print("run %d: f1=%.4f" % (len(scores), scores[-1]))
    return float(np.mean(scores)), float(np.std(scores))
