import itertools

import numpy as np
import tensorflow as tf

from data import load_split
from training import train_step


def build_mlp(n_features, hidden, dropout):
    return tf.keras.Sequential([
        tf.keras.layers.Input(shape=(n_features,)),
        tf.keras.layers.Dense(hidden, activation="relu"),
        tf.keras.layers.Dropout(dropout),
        tf.keras.layers.Dense(hidden, activation="relu"),
        tf.keras.layers.Dense(1, activation="sigmoid"),
    ])


def run_sweep(epochs=20, batch_size=64):
    (x_train, y_train), (x_val, y_val) = load_split("data/gene_expression.npz")
    baseline = tf.constant(x_train[:128], dtype=tf.float32)
    ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(2048).batch(batch_size)
    results = {}
    for hidden, lam, lr in itertools.product([64, 256], [0.0, 0.01, 0.1], [1e-3, 1e-4]):
        model = build_mlp(x_train.shape[1], hidden, dropout=0.2)
        optimizer = tf.keras.optimizers.Adam(learning_rate=lr)
        for epoch in range(epochs):
            for xb, yb in ds:
                train_step(model, optimizer, xb, yb, baseline, lam)
        val_pred = model(x_val, training=False).numpy().ravel()
        results[(hidden, lam, lr)] = float(np.mean((val_pred > 0.5) == y_val))
        print(hidden, lam, lr, results[(hidden, lam, lr)])
    return results


if __name__ == "__main__":
    run_sweep()
