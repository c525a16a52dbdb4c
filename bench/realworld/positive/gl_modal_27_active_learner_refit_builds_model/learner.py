"""Pool-based active learner with uncertainty sampling."""
import numpy as np


def uncertainty_sampling(estimator, X_pool, n_instances=10):
    proba = estimator.predict_proba(X_pool)
    uncertainty = 1.0 - proba.max(axis=1)
    return np.argsort(-uncertainty)[:n_instances]


class ActiveLearner:
    def __init__(self, estimator, X_training, y_training,
                 query_strategy=uncertainty_sampling):
        self.estimator = estimator
        self.query_strategy = query_strategy
        self.X_training, self.y_training = X_training, y_training
        self.estimator.fit(self.X_training, self.y_training)

    def query(self, X_pool, n_instances=10):
        return self.query_strategy(self.estimator, X_pool, n_instances)

    def teach(self, X, y):
        self.X_training = np.concatenate([self.X_training, X])
        self.y_training = np.concatenate([self.y_training, y])
        self.estimator.fit(self.X_training, self.y_training)

    def score(self, X, y):
        return float((self.estimator.predict(X) == np.argmax(y, axis=1)).mean())
