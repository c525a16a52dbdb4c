# source: https://github.com/tensorflow/tensorflow/issues/44176
# symptom: used memory keeps rising while iterating a dataset shuffled with a 10-million-element buffer and repeated 10 times
# expect: TFM011 11
# note: the literal buffer covers every row of the array
import numpy as np
import psutil
import tensorflow as tf

features = np.ones([int(1e7), 1], dtype=np.float32)
pipeline = (tf.data.Dataset.from_tensor_slices(features)
            .shuffle(int(1e7))
            .batch(int(1e6))
            .repeat(10))

for chunk in pipeline:
    print("used memory: %.0f MB" % (psutil.virtual_memory().used / 2 ** 20))
