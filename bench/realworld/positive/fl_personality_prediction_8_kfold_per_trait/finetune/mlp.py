import numpy as np
import tensorflow as tf
from sklearn.model_selection import StratifiedKFold

TRAITS = ["EXT", "NEU", "AGR", "CON", "OPN"]


def train_per_trait(inputs, full_targets, epochs=10, n_splits=10, batch_size=32, lr=5e-4):
    n_hidden = inputs.shape[-1] // 2
    scores = {}
    for trait_idx, trait in enumerate(TRAITS):
        targets = full_targets[:, trait_idx]
        fold_acc = []
        kfold = StratifiedKFold(n_splits=n_splits, shuffle=True, random_state=0)
        for fold, (train_idx, test_idx) in enumerate(kfold.split(inputs, targets)):
            model = tf.keras.models.Sequential()
            model.add(tf.keras.layers.Dense(n_hidden, input_dim=inputs.shape[-1], activation="relu"))
            model.add(tf.keras.layers.Dense(50, activation="relu"))
            model.add(tf.keras.layers.Dense(2, activation="softmax"))
            model.compile(optimizer=tf.keras.optimizers.Adam(learning_rate=lr),
                          loss="sparse_categorical_crossentropy", metrics=["accuracy"])
            model.fit(inputs[train_idx], targets[train_idx], epochs=epochs, batch_size=batch_size, verbose=0)
            _, acc = model.evaluate(inputs[test_idx], targets[test_idx], verbose=0)
            fold_acc.append(acc)
            print(f"{trait} fold {fold}: {acc:.4f}")
        scores[trait] = float(np.mean(fold_acc))
    return scores
