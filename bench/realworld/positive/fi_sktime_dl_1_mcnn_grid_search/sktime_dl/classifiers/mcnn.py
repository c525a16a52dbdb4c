import gc

import numpy as np
from sklearn.model_selection import train_test_split

from sktime_dl.networks.mcnn import build_sub_model


class MCNNClassifier:
    def __init__(self, n_epochs=200, batch_size=16, random_seed=0):
        self.pool_factors = [2, 3, 5]  # grid searched in fit
        self.filter_sizes = [0.05, 0.1, 0.2]  # grid searched in fit
        self.n_epochs = n_epochs
        self.batch_size = batch_size
        self.random_state = np.random.RandomState(random_seed)
        self.model = None

    @staticmethod
    def _downsample(x, rate):
        return x[:, ::rate, :]

    def _inputs(self, x):
        return [x, self._downsample(x, 2), self._downsample(x, 3)]

    def train(self, x, y, pool_factor, filter_size):
        x_tr, x_val, y_tr, y_val = train_test_split(x, y, test_size=0.2, random_state=self.random_state)
        kernel_size = max(2, int(x.shape[1] * filter_size))
        shapes = [part.shape[1:] for part in self._inputs(x_tr)]
        model = build_sub_model(shapes, y.shape[1], pool_factor, kernel_size)
        for _ in range(self.n_epochs):
            for start in range(0, len(x_tr), self.batch_size):
                batch = slice(start, start + self.batch_size)
                model.train_on_batch(self._inputs(x_tr[batch]), y_tr[batch])
        loss, acc = model.evaluate(self._inputs(x_val), y_val, verbose=0)
        return 1.0 - acc, model

    def fit(self, X, y):
        best_err, best_params = np.inf, None
        for pool_factor in self.pool_factors:
            for filter_size in self.filter_sizes:
                err, model = self.train(X, y, pool_factor, filter_size)
                if err < best_err:
                    best_err, best_params = err, (pool_factor, filter_size)
                del model
                gc.collect()
        _, self.model = self.train(X, y, *best_params)
        return self

    def predict_proba(self, X):
        return self.model.predict(self._inputs(X), verbose=0)
