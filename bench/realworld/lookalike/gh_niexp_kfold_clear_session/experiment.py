import gc
import itertools

import numpy as np
from keras import backend as K
from keras import callbacks
from sklearn.model_selection import KFold

from architectures import resnet20

CONFIGS = [
    {"name": "baseline", "noise": 0.0},
    {"name": "gaussian", "noise": 0.05},
    {"name": "gaussian_strong", "noise": 0.15},
]


def add_noise(x, sigma, rng):
    return np.clip(x + rng.normal(0.0, sigma, x.shape).astype(np.float32), 0.0, 1.0)


def experiment(x_train, y_train, x_test, y_test, n_splits=5):
    rng = np.random.default_rng(0)
    splits = list(KFold(n_splits=n_splits, shuffle=True, random_state=0).split(x_train))
    results = []
    for config, (fold, (train_idx, val_idx)) in itertools.product(CONFIGS, enumerate(splits)):
        K.clear_session()
        gc.collect()
        model = resnet20()
        x_fold = add_noise(x_train[train_idx], config["noise"], rng)
        model.fit(x_fold, y_train[train_idx],
                  validation_data=(x_train[val_idx], y_train[val_idx]),
                  epochs=100, batch_size=128, verbose=0,
                  callbacks=[callbacks.EarlyStopping(patience=10, restore_best_weights=True)])
        loss, acc = model.evaluate(x_test, y_test, verbose=0)
        results.append((config["name"], fold + 1, loss, acc))
        print(f"{config['name']} fold {fold + 1}: acc={acc:.4f}")
    return results
