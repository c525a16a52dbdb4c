import numpy as np


def load_split(path, val_fraction=0.2, seed=0):
    blob = np.load(path)
    x, y = blob["x"].astype("float32"), blob["y"].astype("float32")
    rng = np.random.default_rng(seed)
    idx = rng.permutation(len(x))
    cut = int(len(x) * (1 - val_fraction))
    tr, va = idx[:cut], idx[cut:]
    return (x[tr], y[tr]), (x[va], y[va])


def standardize(train_x, *others):
    mean = train_x.mean(axis=0, keepdims=True)
    std = train_x.std(axis=0, keepdims=True) + 1e-6
    scaled = [(train_x - mean) / std]
    for arr in others:
        scaled.append((arr - mean) / std)
    return scaled


def class_balance(y):
    positives = float(np.mean(y))
    return {"positive_fraction": positives, "negative_fraction": 1.0 - positives}
