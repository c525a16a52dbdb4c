import tensorflow as tf
import tensorflow_datasets as tfds

BATCH_SIZE = 64


def _scale(example):
    image = tf.image.resize(tf.cast(example["image"], tf.float32), (64, 64))
    return (image - 127.5) / 127.5


train_data = tfds.load("celeb_a", split=tfds.Split.TRAIN)
train_data = train_data.map(_scale, num_parallel_calls=tf.data.AUTOTUNE).shuffle(10000).batch(BATCH_SIZE, drop_remainder=True)
