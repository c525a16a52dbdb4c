import json

import numpy as np

with open("model/vocab.json") as fh:
    VOCAB = json.load(fh)


def encode_batch(texts, maxlen=140):
    out = np.zeros((len(texts), maxlen), dtype="int32")
    for row, text in enumerate(texts):
        ids = [VOCAB.get(tok, 1) for tok in text.lower().split()][:maxlen]
        out[row, maxlen - len(ids):] = ids
    return out
