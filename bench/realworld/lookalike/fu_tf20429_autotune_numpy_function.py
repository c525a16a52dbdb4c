# source: https://github.com/tensorflow/tensorflow/pull/20429
# note: the later form of the captioning input pipeline: the Python .npy loader runs in Dataset.map with num_parallel_calls=tf.data.AUTOTUNE (no hand-set core count), shuffle uses a 1000-element buffer and prefetch uses AUTOTUNE; no literal parallelism or buffer size that scales host memory

import pickle

import numpy as np
import tensorflow as tf

BATCH_SIZE = 64
BUFFER_SIZE = 1000


def map_func(img_name, cap):
    img_tensor = np.load(img_name.decode("utf-8") + ".npy")
    return img_tensor.astype(np.float32), cap


def make_dataset(img_name_train, cap_train):
    dataset = tf.data.Dataset.from_tensor_slices((img_name_train, cap_train))
    dataset = dataset.map(
        lambda item1, item2: tf.numpy_function(map_func, [item1, item2], [tf.float32, tf.int32]),
        num_parallel_calls=tf.data.AUTOTUNE)
    dataset = dataset.shuffle(BUFFER_SIZE).batch(BATCH_SIZE)
    return dataset.prefetch(buffer_size=tf.data.AUTOTUNE)


if __name__ == "__main__":
    with open("captions.pkl", "rb") as f:
        img_name_train, cap_train, _ = pickle.load(f)
    dataset = make_dataset(img_name_train, cap_train)
    for batch, (img_tensor, target) in enumerate(dataset.take(20)):
        print(batch, img_tensor.shape, target.shape)
