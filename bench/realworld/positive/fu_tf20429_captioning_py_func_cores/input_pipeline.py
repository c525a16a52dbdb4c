import numpy as np
import tensorflow as tf

BUFFER_SIZE = 1000


def map_func(img_name, cap):
    img_tensor = np.load(img_name.decode("utf-8") + ".npy")
    return img_tensor.astype(np.float32), cap


def load_features(item1, item2):
    img, cap = tf.numpy_function(map_func, [item1, item2], [tf.float32, tf.int32])
    img.set_shape([64, 2048])
    cap.set_shape([None])
    return img, cap


def make_dataset(img_name_train, cap_train, batch_size):
    dataset = tf.data.Dataset.from_tensor_slices((img_name_train, cap_train))
    dataset = dataset.map(load_features, num_parallel_calls=48)
    dataset = dataset.shuffle(BUFFER_SIZE).batch(batch_size)
    return dataset.prefetch(tf.data.AUTOTUNE)
