import json

import numpy as np
from tensorflow import keras


class TextPredictor:
    def __init__(self, model_dir, batch_size=32):
        self.model = keras.models.load_model(f"{model_dir}/tf_model.h5")
        with open(f"{model_dir}/vocab.json") as f:
            self.vocab = json.load(f)
        self.maxlen = self.model.input_shape[1]
        self.batch_size = batch_size

    def _encode(self, texts):
        ids = np.zeros((len(texts), self.maxlen), dtype="int32")
        for i, text in enumerate(texts):
            toks = [self.vocab.get(w, 1) for w in text.lower().split()][: self.maxlen]
            ids[i, : len(toks)] = toks
        return ids

    def predict_proba(self, texts):
        x = self._encode(texts)
        return self.model.predict(x, batch_size=self.batch_size)
