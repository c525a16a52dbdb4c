import numpy as np
from tensorflow import keras

from .model import create_keras_model


class KerasActiveEstimator:
    """scikit-learn style wrapper: like KerasClassifier, fit() builds a fresh network each call."""

    def __init__(self, epochs=10, batch_size=128, verbose=0):
        self.epochs = epochs
        self.batch_size = batch_size
        self.verbose = verbose
        self.model_ = None

    def fit(self, X, y):
        self.model_ = create_keras_model(n_classes=y.shape[1])
        self.model_.fit(X, y, epochs=self.epochs, batch_size=self.batch_size, verbose=self.verbose)
        return self

    def predict_proba(self, X):
        return self.model_.predict(X, batch_size=1024, verbose=0)

    def score(self, X, y):
        return float(np.mean(np.argmax(self.predict_proba(X), 1) == np.argmax(y, 1)))
