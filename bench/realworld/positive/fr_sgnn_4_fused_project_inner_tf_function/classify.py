import csv
import sys

import numpy as np
import tensorflow as tf

from sgnn import projection_features


def read_batches(path, batch_size=256):
    with open(path) as f:
        rows = list(csv.DictReader(f))
    for start in range(0, len(rows), batch_size):
        chunk = rows[start:start + batch_size]
        yield tf.constant([r["text"] for r in chunk]), np.array([int(r["label"]) for r in chunk])


def main(train_csv, model_out):
    inputs = tf.keras.Input((80 * 8,))
    hidden = tf.keras.layers.Dense(256, activation="relu")(inputs)
    outputs = tf.keras.layers.Dense(20, activation="softmax")(hidden)
    model = tf.keras.Model(inputs, outputs)
    model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
    for epoch in range(5):
        for texts, labels in read_batches(train_csv):
            feats = projection_features(texts)
            model.train_on_batch(feats, labels)
    model.save(model_out)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
