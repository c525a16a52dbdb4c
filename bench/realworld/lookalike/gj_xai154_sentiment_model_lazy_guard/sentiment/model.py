import os

import numpy as np
import tensorflow as tf

MODEL_PATH = os.environ.get("SENTIMENT_MODEL", "model/sentiment_bilstm.keras")
MAXLEN = 120

_model = None
_vocab = None


def get_model():
    global _model, _vocab
    if _model is None:
        _model = tf.keras.models.load_model(MODEL_PATH, compile=False)
        with open(os.path.join(os.path.dirname(MODEL_PATH), "vocab.txt")) as f:
            _vocab = {w.strip(): i + 2 for i, w in enumerate(f)}
    return _model, _vocab


def encode(tokens, vocab):
    ids = np.zeros((1, MAXLEN), dtype=np.int32)
    for i, tok in enumerate(tokens[:MAXLEN]):
        ids[0, i] = vocab.get(tok.lower(), 1)
    return ids


def score_with_occlusion(text):
    model, vocab = get_model()
    tokens = text.split()
    base = float(model(encode(tokens, vocab), training=False)[0, 0])
    variants = np.concatenate([encode(tokens[:i] + tokens[i + 1:], vocab) for i in range(len(tokens))])
    scores = model(variants, training=False).numpy()[:, 0] if len(tokens) else np.zeros(0)
    return base, [(tok, base - float(s)) for tok, s in zip(tokens, scores)]
