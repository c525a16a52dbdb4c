import csv

import tensorflow as tf

from data import build_dataset

NUM_CLS = 14


def rows():
    with open("data/train.csv") as fh:
        for row in csv.reader(fh):
            yield row[0], [float(v) for v in row[1:1 + NUM_CLS]]


def main():
    ds = build_dataset(rows, NUM_CLS, cache_dir="/mnt/scratch/tfcache")
    base = tf.keras.applications.DenseNet121(include_top=False, pooling="avg",
                                             input_shape=(224, 224, 3))
    model = tf.keras.Sequential([base, tf.keras.layers.Dense(NUM_CLS, activation="sigmoid")])
    model.compile(optimizer="adam", loss="binary_crossentropy")
    model.fit(ds, epochs=10)


if __name__ == "__main__":
    main()
