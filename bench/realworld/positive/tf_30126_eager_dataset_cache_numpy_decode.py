# source: https://github.com/tensorflow/tensorflow/issues/30126
# symptom: memory keeps leaking while iterating a tf.data.Dataset in eager mode (TF 1.12); commenting out dataset.cache stops the growth
# note: the thread only says the cache is the cause; the case gives the pipeline a tf.py_func decode (the common way such pipelines read files in 1.12) so that the in-memory cache holds every decoded array
# expect: TFM005 29
import glob

import numpy as np
import tensorflow as tf

tf.enable_eager_execution()


def read_npy(path):
    return np.load(path.decode()).astype(np.float32)


def parse(path, label):
    volume = tf.py_func(read_npy, [path], tf.float32)
    volume.set_shape([64, 64, 64])
    return volume, label


def make_dataset(pattern, batch_size=4):
    paths = sorted(glob.glob(pattern))
    labels = [int("positive" in p) for p in paths]
    ds = tf.data.Dataset.from_tensor_slices((paths, labels))
    ds = ds.map(parse, num_parallel_calls=4)
    ds = ds.filter(lambda v, l: tf.reduce_max(v) > 0)
    ds = ds.cache()
    ds = ds.shuffle(64).batch(batch_size).repeat()
    return ds


dataset = make_dataset("/data/volumes/*.npy")
for step, (volumes, labels) in enumerate(dataset):
    if step % 100 == 0:
        print(step, volumes.shape)
    if step == 100000:
        break
