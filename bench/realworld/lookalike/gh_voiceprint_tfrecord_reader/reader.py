import tensorflow as tf

MEL_SIZE = 257 * 64


def _parse_example(example):
    description = {
        "data": tf.io.FixedLenFeature([MEL_SIZE], tf.float32),
        "label": tf.io.FixedLenFeature([], tf.int64),
    }
    parsed = tf.io.parse_single_example(example, description)
    return tf.reshape(parsed["data"], (257, 64, 1)), parsed["label"]


def train_reader_tfrecord(data_path, num_epochs, batch_size):
    dataset = tf.data.TFRecordDataset(data_path)
    dataset = dataset.map(_parse_example)
    dataset = dataset.shuffle(buffer_size=1000) \
        .repeat(count=num_epochs) \
        .batch(batch_size=batch_size) \
        .prefetch(buffer_size=tf.data.AUTOTUNE)
    return dataset


def test_reader_tfrecord(data_path, batch_size):
    dataset = tf.data.TFRecordDataset(data_path)
    return dataset.map(_parse_example).batch(batch_size=batch_size)
