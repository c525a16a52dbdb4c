"""Training / test pipelines for the CIFAR-10 comparison run."""
import tensorflow as tf

from x5.augment import IMAGE_SIZE, augment

AUTO = tf.data.AUTOTUNE
BATCH_SIZE = 128


def train_pipeline(x_train, y_train):
    ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(BATCH_SIZE * 100)
    ds = ds.batch(BATCH_SIZE)
    ds = ds.map(lambda x, y: (tf.image.resize(x, (IMAGE_SIZE, IMAGE_SIZE)), y), num_parallel_calls=AUTO)
    ds = ds.map(lambda x, y: (tf.py_function(augment, [x], [tf.float32])[0], y), num_parallel_calls=AUTO)
    return ds.prefetch(AUTO)


def test_pipeline(x_test, y_test):
    ds = tf.data.Dataset.from_tensor_slices((x_test, y_test)).batch(BATCH_SIZE)
    ds = ds.map(lambda x, y: (tf.image.resize(x, (IMAGE_SIZE, IMAGE_SIZE)), y), num_parallel_calls=AUTO)
    return ds.prefetch(AUTO)
