# source: https://github.com/tensorflow/tensorflow/issues/29996
# note: correct: the epoch loop is a tf.function that receives the dataset as an argument (the recommended alternative to capturing a global dataset); reduce_retracing is set, and the driver calls it with the same dataset object and a variable, so there is one trace and no captured global iterator
import os

import numpy as np
import psutil
import tensorflow as tf

process = psutil.Process(os.getpid())


@tf.function(reduce_retracing=True)
def train_epoch(weights, dataset):
    total = tf.constant(0.0, tf.float64)
    for real_inputs in dataset:
        total += tf.reduce_sum(weights * real_inputs)
    return total


data = np.random.normal(0.0, 1.0, [10000, 2])
p_data = tf.data.Dataset.from_tensor_slices(data).batch(32)
weights = tf.Variable([1.0, 1.0], dtype=tf.float64)

for i in range(5000):
    result = train_epoch(weights, p_data)
    if i % 50 == 0:
        print(i, float(result), process.memory_info().rss)
