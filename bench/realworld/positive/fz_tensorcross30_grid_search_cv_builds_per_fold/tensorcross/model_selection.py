import itertools

import numpy as np
import tensorflow as tf


class GridSearchCV(object):
    """Grid search with k-fold cross validation over tf.data datasets."""

    def __init__(self, build_fn, param_grid, n_folds=3, verbose=0):
        self.build_fn = build_fn
        self.param_grid = param_grid
        self.n_folds = n_folds
        self.verbose = verbose
        self.results_ = {}

    def _combinations(self):
        keys = sorted(self.param_grid)
        for values in itertools.product(*(self.param_grid[k] for k in keys)):
            yield dict(zip(keys, values))

    def _folds(self, dataset, n_samples):
        fold_size = n_samples // self.n_folds
        for k in range(self.n_folds):
            val = dataset.skip(k * fold_size).take(fold_size)
            train = dataset.take(k * fold_size).concatenate(dataset.skip((k + 1) * fold_size))
            yield train, val

    def fit(self, dataset, n_samples, epochs=5, batch_size=64):
        for params in self._combinations():
            scores = []
            for train_ds, val_ds in self._folds(dataset, n_samples):
                model = self.build_fn(**params)
                model.fit(train_ds.batch(batch_size), epochs=epochs, verbose=self.verbose)
                scores.append(model.evaluate(val_ds.batch(batch_size), verbose=0)[1])
            self.results_[tuple(sorted(params.items()))] = float(np.mean(scores))
        best = max(self.results_, key=self.results_.get)
        return dict(best), self.results_[best]
