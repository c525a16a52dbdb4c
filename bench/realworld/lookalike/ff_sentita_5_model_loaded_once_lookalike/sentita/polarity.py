import os
import pickle

import numpy as np
from tensorflow.keras.models import load_model
from tensorflow.keras.preprocessing.sequence import pad_sequences

MODEL_DIR = os.path.join(os.path.dirname(__file__), "model")
MAXLEN = 35

_tokenizer = None
_model = None


def _load():
    global _tokenizer, _model
    if _model is None:
        with open(os.path.join(MODEL_DIR, "tokenizer.pickle"), "rb") as f:
            _tokenizer = pickle.load(f)
        _model = load_model(os.path.join(MODEL_DIR, "sentita.h5"))
    return _tokenizer, _model


def calculate_polarity(sentences):
    tokenizer, model = _load()
    x = pad_sequences(tokenizer.texts_to_sequences(sentences), maxlen=MAXLEN, padding="post")
    preds = model(x, training=False).numpy()
    return x, np.stack([preds[:, 0], preds[:, 1]], axis=1)
