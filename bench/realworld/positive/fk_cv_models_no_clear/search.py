import itertools
import json

import numpy as np
from keras.utils import to_categorical
from sklearn.model_selection import StratifiedKFold

from model import make_cnn

GRID = {"filters": [16, 32, 64], "dense_units": [64, 128, 256], "dropout": [0.25, 0.5]}


def cross_validate(images, labels, params, n_folds=5):
    n_classes = int(labels.max()) + 1
    folds = StratifiedKFold(n_splits=n_folds, shuffle=True, random_state=0)
    scores = []
    for train_idx, val_idx in folds.split(images, labels):
        model = make_cnn(images.shape[1:], n_classes, **params)
        model.fit(images[train_idx], to_categorical(labels[train_idx], n_classes),
                  batch_size=64, epochs=10, verbose=0)
        _, accuracy = model.evaluate(images[val_idx], to_categorical(labels[val_idx], n_classes), verbose=0)
        scores.append(accuracy)
        del model
    return float(np.mean(scores))


def main():
    data = np.load("data/images.npz")
    images, labels = data["x"].astype("float32") / 255.0, data["y"]
    results = []
    for values in itertools.product(*GRID.values()):
        params = dict(zip(GRID.keys(), values))
        results.append((params, cross_validate(images, labels, params)))
        print(params, results[-1][1])
    json.dump(results, open("cv_results.json", "w"), indent=2)


if __name__ == "__main__":
    main()
