import itertools

import numpy as np

from ranker import FETARanker

GRID = {
    "n_hidden": [1, 2, 4],
    "n_units": [8, 16, 32, 64],
    "reg_strength": [1e-5, 1e-4, 1e-3],
    "learning_rate": [1e-3, 1e-2],
}


def spearman_like(pred, true):
    return float(np.mean(1.0 - np.abs(pred - true) / pred.shape[1]))


def optimize(X_train, Y_train, X_val, Y_val):
    ranker = FETARanker(n_objects=X_train.shape[1], n_features=X_train.shape[2])
    best, best_point = -np.inf, None
    keys = sorted(GRID)
    for values in itertools.product(*(GRID[k] for k in keys)):
        point = dict(zip(keys, values))
        ranker.set_tunable_parameters(**point)
        ranker.fit(X_train, Y_train)
        score = spearman_like(ranker.predict(X_val), Y_val)
        if score > best:
            best, best_point = score, point
    return best_point, best


if __name__ == "__main__":
    X = np.random.rand(2000, 5, 10).astype("float32")
    Y = np.argsort(np.argsort(-X.sum(axis=2), axis=1), axis=1)
    print(optimize(X[:1500], (Y[:1500] == 0).astype("float32"), X[1500:], Y[1500:]))
