import os
import pickle

import numpy as np
from tensorflow.keras.models import load_model
from tensorflow.keras.preprocessing.sequence import pad_sequences

MODEL_DIR = os.path.join(os.path.dirname(__file__), "model")
MAXLEN = 35


def calculate_polarity(sentences):
    with open(os.path.join(MODEL_DIR, "tokenizer.pickle"), "rb") as f:
        tokenizer = pickle.load(f)
    model = load_model(os.path.join(MODEL_DIR, "sentita.h5"))
    x = pad_sequences(tokenizer.texts_to_sequences(sentences), maxlen=MAXLEN, padding="post")
    preds = model.predict(x, verbose=0)
    positive, negative = preds[:, 0], preds[:, 1]
    return x, np.stack([positive, negative], axis=1)
