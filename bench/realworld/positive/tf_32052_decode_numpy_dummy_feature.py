# source: https://github.com/tensorflow/tensorflow/issues/32052
# symptom: memory increases when the record-decoding function mapped over the TFRecordDataset builds a 3-D NumPy random array: it is made once at trace time and embedded as a 512x512x5 constant in the dataset's graph
# expect: TFM015 17
# note: comment by Mageswaran1989 in the thread (Estimator input_fn with epoch loops); the dummy feature is returned next to the parsed data
import numpy as np
import tensorflow as tf

NUM_FEATURES = 250


def numpy_array_decode(serialized_example):
    features = tf.io.parse_single_example(serialized_example, {
        "data": tf.io.FixedLenFeature([NUM_FEATURES], tf.float32),
        "label": tf.io.FixedLenFeature([1], tf.float32),
    })
    data = tf.reshape(features["data"], [1, NUM_FEATURES])
    dummy = np.random.rand(512, 512, 5).astype(np.float32)
    return {"data": data, "dummy": dummy}, tf.reshape(features["label"], [1])


def train_input_fn(files, batch_size, num_epochs=None):
    dataset = tf.data.TFRecordDataset(files)
    dataset = dataset.map(numpy_array_decode)
    return dataset.repeat(num_epochs).batch(batch_size).prefetch(1)


def train_n_evaluate(estimator, train_files, val_files, batch_size, epochs):
    for epoch in range(epochs):
        estimator.train(lambda: train_input_fn(train_files, batch_size, 1))
        print(epoch, estimator.evaluate(lambda: train_input_fn(val_files, batch_size, 1), steps=200))
