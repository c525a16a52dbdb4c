import numpy as np


def uncertainty_sampling(estimator, X_pool, n_instances=1):
    proba = estimator.predict_proba(X_pool)
    uncertainty = 1 - proba.max(axis=1)
    return np.argsort(-uncertainty)[:n_instances]


class ActiveLearner:
    def __init__(self, estimator, X_training, y_training):
        self.estimator = estimator
        self.X_training = X_training
        self.y_training = y_training
        self.estimator.fit(X_training, y_training)

    def query(self, X_pool, n_instances=1):
        idx = uncertainty_sampling(self.estimator, X_pool, n_instances)
        return idx, X_pool[idx]

    def teach(self, X, y):
        self.X_training = np.concatenate([self.X_training, X])
        self.y_training = np.concatenate([self.y_training, y])
        self.estimator.fit(self.X_training, self.y_training)
