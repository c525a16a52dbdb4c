# source: https://github.com/CompOmics/DeepLC/pull/60
# symptom: memory leak when predictions are split into batches and model.predict is called once per batch (keras issue 13118)
# expect: TFM008 19
# note: predict per chunk in a method; the models are loaded once in the constructor
import numpy as np
from tensorflow.keras.models import load_model


class RetentionPredictor:
    def __init__(self, model_paths, chunk_size=25000):
        self.models = [load_model(p, compile=False) for p in model_paths]
        self.chunk_size = chunk_size

    def _predict_model(self, model, X, X_sum, X_global):
        out = []
        for start in range(0, len(X), self.chunk_size):
            stop = start + self.chunk_size
            batch = [X[start:stop], X_sum[start:stop], X_global[start:stop]]
            out.append(model.predict(batch, verbose=0).ravel())
        return np.concatenate(out)

    def make_preds(self, X, X_sum, X_global):
        per_model = [self._predict_model(m, X, X_sum, X_global) for m in self.models]
        return np.mean(per_model, axis=0)
