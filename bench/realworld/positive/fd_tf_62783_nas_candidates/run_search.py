import numpy as np
import tensorflow as tf

from tinynas.search import search

if __name__ == "__main__":
    (x_train, y_train), (x_test, y_test) = tf.keras.datasets.mnist.load_data()
    x_train = tf.image.resize(x_train[..., None] / 255.0, (32, 32)).numpy()
    x_test = tf.image.resize(x_test[..., None] / 255.0, (32, 32)).numpy()
    acc, arch = search(x_train, y_train, x_test, y_test, budget=2000)
    print("best", acc, arch, np.prod(x_train.shape))
