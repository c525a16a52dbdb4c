# source: https://bobondemon.github.io/2020/06/26/TF-Notes-some-TF2-x-eager-mode-practices/tf_dataset_api_cache_and_map.ipynb
# note: the notes' rule for a map with random ops: cache first, then map (shuffle().batch().cache().map().prefetch()); here the random map is a NumPy augmentation run through tf.numpy_function, so the cache holds only the small inputs and the Python function runs every epoch
import numpy as np
import tensorflow as tf


def _jitter(values):
    return (values + np.random.normal(scale=0.1, size=values.shape)).astype(np.float32)


def augment(values, index):
    jittered = tf.numpy_function(_jitter, [values], tf.float32)
    return jittered, index


def make_dataset(raw_values, raw_index, batch_size=2):
    ds = tf.data.Dataset.from_tensor_slices((raw_values, raw_index))
    ds = ds.shuffle(8).batch(batch_size).cache()
    ds = ds.map(augment, num_parallel_calls=tf.data.AUTOTUNE)
    return ds.prefetch(tf.data.AUTOTUNE)
