import tensorflow as tf


def load_cifar_test(batch_size):
    (_, _), (x_test, y_test) = tf.keras.datasets.cifar10.load_data()
    x_test = x_test.astype("float32") / 127.5 - 1.0
    y_test = y_test.reshape(-1).astype("int64")
    return tf.data.Dataset.from_tensor_slices((x_test, y_test)).batch(batch_size)
