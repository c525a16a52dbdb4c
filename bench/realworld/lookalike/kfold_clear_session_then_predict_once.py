# source: https://openillumi.com/en/en-keras-clear-session-memory-leak-fix
# note: clear_session() is the first statement of each fold, then one fresh model per fold and one predict of that fold's validation set: nothing accumulates across folds
import numpy as np
import tensorflow as tf
from sklearn.model_selection import StratifiedKFold


def build_model(n_features):
    model = tf.keras.Sequential([
        tf.keras.Input((n_features,)),
        tf.keras.layers.Dense(64, activation="relu"),
        tf.keras.layers.Dense(1, activation="sigmoid"),
    ])
    model.compile(optimizer="adam", loss="binary_crossentropy")
    return model


X = np.load("X.npy")
y = np.load("y.npy")
oof = np.zeros(len(X))
for train_idx, val_idx in StratifiedKFold(n_splits=5, shuffle=True, random_state=0).split(X, y):
    tf.keras.backend.clear_session()
    model = build_model(X.shape[1])
    model.fit(X[train_idx], y[train_idx], epochs=20, batch_size=256, verbose=0)
    oof[val_idx] = model.predict(X[val_idx], batch_size=1024).ravel()
print("oof mean", oof.mean())
