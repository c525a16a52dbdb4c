import tensorflow as tf
import tensorflow_datasets as tfds


def make_dataset(split, batch_size, input_shape):
    ds = tfds.load("cifar100", split=split, as_supervised=True)
    ds = ds.map(lambda x, y: (tf.image.resize(tf.cast(x, tf.float32), input_shape[:2]) / 255.0, y),
                num_parallel_calls=tf.data.AUTOTUNE)
    if split == "train":
        ds = ds.shuffle(1000)
    return ds.batch(batch_size).prefetch(tf.data.AUTOTUNE)
