# source: https://github.com/NLeSC/mcfly/issues/234
# symptom: (fixed variant) all candidate models were kept in memory during the architecture search
# note: Correct per the thread's suggestion: generate and fit one model at a time, keep only hyper-parameters and
# note: scores (the model goes to disk), and start each iteration with keras.backend.clear_session().

import json

import numpy as np
from tensorflow import keras


def build_cnn(x_shape, n_classes, filters, fc_units, lr):
    model = keras.Sequential([keras.Input(shape=x_shape[1:])])
    for f in filters:
        model.add(keras.layers.Conv1D(f, 3, padding="same", activation="relu"))
        model.add(keras.layers.BatchNormalization())
    model.add(keras.layers.Flatten())
    model.add(keras.layers.Dense(fc_units, activation="relu"))
    model.add(keras.layers.Dense(n_classes, activation="softmax"))
    model.compile(loss="categorical_crossentropy", optimizer=keras.optimizers.Adam(lr), metrics=["accuracy"])
    return model


def search(X_train, y_train, X_val, y_val, n_models=20, seed=0, out="search.json"):
    rng = np.random.default_rng(seed)
    results = []
    for i in range(n_models):
        keras.backend.clear_session()
        params = {"filters": [int(f) for f in rng.integers(10, 100, size=rng.integers(1, 5))],
                  "fc_units": int(rng.integers(10, 2000)), "lr": float(10 ** rng.uniform(-4, -1))}
        model = build_cnn(X_train.shape, y_train.shape[1], **params)
        hist = model.fit(X_train[:100], y_train[:100], epochs=5, batch_size=20,
                         validation_data=(X_val, y_val), verbose=0)
        results.append({"params": params, "val_accuracy": max(hist.history["val_accuracy"])})
        model.save(f"candidates/model_{i}.keras")
        del model
    with open(out, "w") as f:
        json.dump(results, f, indent=2)
    return max(results, key=lambda r: r["val_accuracy"])
