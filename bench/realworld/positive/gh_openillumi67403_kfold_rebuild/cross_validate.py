import argparse

import numpy as np
import pandas as pd
import tensorflow as tf
from sklearn.model_selection import StratifiedKFold

from nets import build_classifier


def load_table(path, target):
    frame = pd.read_csv(path)
    y = frame.pop(target).to_numpy().astype("float32")
    x = frame.to_numpy().astype("float32")
    x = (x - x.mean(axis=0)) / (x.std(axis=0) + 1e-6)
    return x, y


def run_folds(x, y, folds, units, dropout, lr, epochs):
    splitter = StratifiedKFold(n_splits=folds, shuffle=True, random_state=42)
    scores = []
    for fold, (train_idx, val_idx) in enumerate(splitter.split(x, y)):
        model = tf.keras.Sequential([
            tf.keras.layers.Input(shape=(x.shape[1],)),
            tf.keras.layers.Dense(units, activation="relu"),
            tf.keras.layers.Dropout(dropout),
            tf.keras.layers.Dense(1, activation="sigmoid"),
        ])
        model.compile(optimizer=tf.keras.optimizers.Adam(lr), loss="binary_crossentropy",
                      metrics=[tf.keras.metrics.AUC(name="auc")])
        model.fit(x[train_idx], y[train_idx], validation_data=(x[val_idx], y[val_idx]),
                  epochs=epochs, batch_size=64, verbose=0)
        _, auc = model.evaluate(x[val_idx], y[val_idx], verbose=0)
        scores.append(auc)
        print(f"fold {fold}: auc={auc:.4f}")
    return float(np.mean(scores))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("csv")
    parser.add_argument("--target", default="label")
    parser.add_argument("--folds", type=int, default=10)
    parser.add_argument("--epochs", type=int, default=30)
    args = parser.parse_args()

    x, y = load_table(args.csv, args.target)
    results = {}
    for units in (32, 64, 128, 256):
        for dropout in (0.0, 0.2, 0.4):
            results[(units, dropout)] = run_folds(x, y, args.folds, units, dropout, 1e-3, args.epochs)
            print(units, dropout, results[(units, dropout)])
    best = max(results, key=results.get)
    print("best setting:", best, results[best])

    final = build_classifier(x.shape[1], best[0], best[1], 1e-3)
    final.fit(x, y, epochs=args.epochs, batch_size=64, verbose=0)
    final.save("classifier.keras")


if __name__ == "__main__":
    main()
