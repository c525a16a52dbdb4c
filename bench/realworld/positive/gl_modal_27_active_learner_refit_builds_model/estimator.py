"""Scikit-learn style wrapper so Keras networks plug into the active learner."""
import numpy as np
from tensorflow import keras


class KerasEstimator:
    """Re-creates the network on every fit, like the sklearn wrappers do."""

    def __init__(self, build_fn, epochs=10, batch_size=64, verbose=0):
        self.build_fn = build_fn
        self.fit_kwargs = dict(epochs=epochs, batch_size=batch_size,
                               verbose=verbose)
        self.model_ = None

    def fit(self, X, y):
        self.model_ = self.build_fn()
        stop = keras.callbacks.EarlyStopping(monitor="loss", patience=2)
        self.model_.fit(X, y, callbacks=[stop], **self.fit_kwargs)
        return self

    def predict_proba(self, X):
        return self.model_.predict(X, verbose=0)

    def predict(self, X):
        return np.argmax(self.predict_proba(X), axis=1)
