import tensorflow as tf

from .augment import augment_np

FEATURES = {
    "image/encoded": tf.io.FixedLenFeature([], tf.string),
    "image/class/label": tf.io.FixedLenFeature([], tf.int64),
}


def parse_and_augment(record, seed):
    ex = tf.io.parse_single_example(record, FEATURES)
    image = tf.py_function(augment_np, [ex["image/encoded"], seed], tf.float32)
    image.set_shape((224, 224, 3))
    return image, ex["image/class/label"] - 1


def train_dataset(file_pattern, batch_size=256):
    files = tf.data.Dataset.list_files(file_pattern, shuffle=True)
    ds = files.interleave(tf.data.TFRecordDataset, cycle_length=16, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.shuffle(10000)
    ds = tf.data.Dataset.zip((ds, tf.data.Dataset.random(seed=7)))
    ds = ds.map(parse_and_augment, num_parallel_calls=32)
    return ds.batch(batch_size, drop_remainder=True).prefetch(tf.data.AUTOTUNE)
