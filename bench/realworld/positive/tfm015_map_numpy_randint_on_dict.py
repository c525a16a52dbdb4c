# source: https://github.com/tensorflow/tensorflow/issues/60848
# symptom: the "random" key is the same constant for every element and every epoch: np.random.randint runs once while the map function is traced
# expect: TFM015 14
import numpy as np
import pandas as pd
import tensorflow as tf

table = pd.DataFrame({"key": np.arange(5), "value": np.random.random(5)})
rows = tf.data.Dataset.from_tensor_slices(dict(table))


def jitter_key(features, field="key", low=0, high=100):
    features = dict(features)
    features[field] = np.random.randint(low, high)
    return features


rows = rows.map(jitter_key)
for epoch in range(2):
    for row in rows:
        print(epoch, int(row["key"]))
