# source: https://github.com/sql-machine-learning/elasticdl/pull/1584
# symptom: a record transform wrapped in tf.py_function could not be parallelized inside tf.data because of the GIL, so the project moved it to worker processes
# expect: TFM004 23
# note: the tf.data version the PR replaces, as users write it: a Python feature transform mapped with many parallel calls (16 is ours)
import json

import numpy as np
import tensorflow as tf

FEATURES = ["age", "income", "clicks"]


def transform(record):
    row = json.loads(record.numpy().decode("utf-8"))
    features = np.array([float(row.get(name, 0.0)) for name in FEATURES], dtype=np.float32)
    return features, np.int64(row["label"])


def dataset_fn(files, batch_size=512):
    records = tf.data.TextLineDataset(files)
    parsed = records.map(
        lambda r: tf.py_function(transform, [r], [tf.float32, tf.int64]),
        num_parallel_calls=16,
    )
    return parsed.batch(batch_size)
