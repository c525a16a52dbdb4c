import numpy as np
import tensorflow as tf

(_x_train, _y_train), _ = tf.keras.datasets.cifar10.load_data()


def load_partition(idx, num_partitions):
    """Equal, disjoint slice of CIFAR-10 for client `idx` (90/10 train/val)."""
    size = len(_x_train) // num_partitions
    x = _x_train[idx * size:(idx + 1) * size].astype(np.float32) / 255.0
    y = _y_train[idx * size:(idx + 1) * size]
    cut = int(0.9 * size)
    return (x[:cut], y[:cut]), (x[cut:], y[cut:])
