import numpy as np
import pandas as pd
import tensorflow as tf
from sklearn.model_selection import StratifiedKFold

from brb.training import training


def load_table(path):
    frame = pd.read_csv(path)
    features = frame.drop(columns=["label"]).to_numpy(np.float32)
    labels = frame["label"].to_numpy()
    return (features - features.mean(0)) / (features.std(0) + 1e-6), labels


def cross_validate(path, folds=10):
    x, labels = load_table(path)
    y = tf.keras.utils.to_categorical(labels).astype(np.float32)
    strategy = tf.distribute.MirroredStrategy()
    scores = []
    for train_idx, test_idx in StratifiedKFold(folds, shuffle=True, random_state=0).split(x, labels):
        scores.append(training(strategy, x[train_idx], y[train_idx], x[test_idx], y[test_idx]))
    print(f"accuracy {np.mean(scores):.4f} +- {np.std(scores):.4f}")


if __name__ == "__main__":
    for table in ("data/bid.csv", "data/missing.csv", "data/stacking.csv"):
        cross_validate(table)
