"""DNN ranker: one model per partition, one batched forward pass per chunk of rows."""
import itertools

import numpy as np
from pyspark.sql import Row
from tensorflow.keras.models import load_model

MODEL_FILE = "best_model.h5"
CHUNK = 4096


def score_partition(rows):
    dnn_model = load_model(MODEL_FILE, compile=False)
    rows = iter(rows)
    while True:
        chunk = list(itertools.islice(rows, CHUNK))
        if not chunk:
            break
        feats = np.stack([np.concatenate([r.user_embed, r.item_embed]) for r in chunk]).astype("float32")
        scores = dnn_model(feats, training=False).numpy()[:, 0]
        for r, s in zip(chunk, scores):
            yield Row(userid=r.userid, entryid=r.entryid, score=float(s))
