import numpy as np
import tensorflow as tf
from sklearn.model_selection import KFold

from model import PeptideRegressor
from steps import _train_step, _inference_step


def cross_validate(x, y, k=10, epochs=30, batch_size=32, seq_len=50, n_channels=21):
    folds = list(KFold(n_splits=k, shuffle=True, random_state=1).split(x))
    scores = []
    fold = 0
    while fold < k:
        train_idx, test_idx = folds[fold]
        model = PeptideRegressor()
        model.build((None, seq_len, n_channels))
        optimizer = tf.keras.optimizers.Adam(1e-3)
        train_ds = (tf.data.Dataset.from_tensor_slices((x[train_idx], y[train_idx]))
                    .shuffle(1024).batch(batch_size))
        for epoch in range(epochs):
            for xb, yb in train_ds:
                _train_step(model, optimizer, xb, yb)
        pred = _inference_step(model, tf.constant(x[test_idx])).numpy().ravel()
        scores.append(float(np.sqrt(np.mean((pred - y[test_idx]) ** 2))))
        print("fold", fold, "rmse", scores[-1])
        fold += 1
    return scores
