# source: https://github.com/deephyper/deephyper/issues/149
# note: the search-space screening step of the same NAS setup, before any training: each sampled candidate is only built to count its parameters and discard oversized architectures; the loop body starts with keras.backend.clear_session(), which keeps a build-only loop flat, and nothing is compiled or trained here
import json
import random

import tensorflow as tf

SPACE = {
    "n_conv": [1, 2, 3],
    "filters": [32, 64, 128],
    "kernel": [10, 20],
    "n_dense": [1, 2],
    "units": [100, 200, 400],
}
MAX_PARAMS = 5_000_000


def create_model(config, input_shape=(60483, 1), n_classes=2):
    model = tf.keras.Sequential()
    model.add(tf.keras.layers.InputLayer(input_shape=input_shape))
    for i in range(config["n_conv"]):
        model.add(tf.keras.layers.Conv1D(config["filters"], config["kernel"], activation="relu"))
        model.add(tf.keras.layers.MaxPooling1D(10 if i == 0 else 2))
    model.add(tf.keras.layers.Flatten())
    for _ in range(config["n_dense"]):
        model.add(tf.keras.layers.Dense(config["units"], activation="relu"))
    model.add(tf.keras.layers.Dense(n_classes, activation="softmax"))
    return model


kept = []
for trial_id in range(1000):
    tf.keras.backend.clear_session()
    config = {k: random.choice(v) for k, v in SPACE.items()}
    n_params = create_model(config).count_params()
    if n_params <= MAX_PARAMS:
        kept.append(dict(config, n_params=n_params))

with open("screened_space.json", "w") as f:
    json.dump(kept, f, indent=1)
print(len(kept), "candidates kept")
