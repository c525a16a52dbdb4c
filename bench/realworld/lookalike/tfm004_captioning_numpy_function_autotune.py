# source: https://www.tensorflow.org/tutorials/text/image_captioning
# note: resembles a leak: tf.numpy_function mapped in parallel to load cached feature files
# note: the tutorial loads one .npy file per caption with tf.numpy_function and lets tf.data pick the parallelism (AUTOTUNE), which keeps memory bounded by what the consumer needs
import numpy as np
import tensorflow as tf

BATCH_SIZE = 64
BUFFER_SIZE = 1000


def map_func(img_name, cap):
    img_tensor = np.load(img_name.decode("utf-8") + ".npy")
    return img_tensor, cap


def make_dataset(img_name_train, cap_train):
    dataset = tf.data.Dataset.from_tensor_slices((img_name_train, cap_train))
    dataset = dataset.map(lambda item1, item2: tf.numpy_function(map_func, [item1, item2], [tf.float32, tf.int64]),
                          num_parallel_calls=tf.data.AUTOTUNE)
    dataset = dataset.shuffle(BUFFER_SIZE).batch(BATCH_SIZE)
    return dataset.prefetch(buffer_size=tf.data.AUTOTUNE)
