# source: https://openillumi.com/?p=67403
# note: the article's recommended pattern: K.clear_session() is called at the start of every trial, before the new model is built, so the Keras global state from earlier trials is released; the builder is a plain function called once per trial
import itertools

import numpy as np
from sklearn.model_selection import KFold
from tensorflow import keras
from tensorflow.keras import backend as K


def build_model(n_features, units, lr):
    model = keras.Sequential([
        keras.layers.Input(shape=(n_features,)),
        keras.layers.Dense(units, activation="relu"),
        keras.layers.Dense(1),
    ])
    model.compile(optimizer=keras.optimizers.Adam(lr), loss="mse")
    return model


X = np.random.rand(2000, 20).astype("float32")
y = X.sum(axis=1, keepdims=True)
results = {}
for units, lr in itertools.product([32, 64, 128], [1e-3, 1e-4]):
    scores = []
    for train_idx, val_idx in KFold(n_splits=5, shuffle=True, random_state=0).split(X):
        K.clear_session()
        model = build_model(X.shape[1], units, lr)
        model.fit(X[train_idx], y[train_idx], epochs=10, batch_size=64, verbose=0)
        scores.append(model.evaluate(X[val_idx], y[val_idx], verbose=0))
    results[(units, lr)] = float(np.mean(scores))
print(min(results, key=results.get))
