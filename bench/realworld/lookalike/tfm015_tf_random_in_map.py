# source: https://github.com/tensorflow/tensorflow/issues/60848
# symptom: none: tf.random.uniform is an op in the traced map function, so it draws a new value for every element and every epoch
# note: the maintainers' answer in the thread: use TF random ops (or tf.py_function) inside Dataset.map instead of numpy.random
import numpy as np
import pandas as pd
import tensorflow as tf

table = pd.DataFrame({"key": np.arange(5), "value": np.random.random(5)})
rows = tf.data.Dataset.from_tensor_slices(dict(table))


def jitter_key(features, field="key", low=1, high=5):
    features = dict(features)
    features[field] = tf.random.uniform(shape=(), minval=low, maxval=high, dtype=tf.int64)
    return features


rows = rows.map(jitter_key)
for epoch in range(2):
    for row in rows:
        print(epoch, int(row["key"]))
