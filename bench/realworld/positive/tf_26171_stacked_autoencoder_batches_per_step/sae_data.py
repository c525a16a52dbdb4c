import tensorflow.compat.v1 as tf


def _parse(record):
    ex = tf.parse_single_example(record, {
        "image": tf.FixedLenFeature([784], tf.float32),
        "label": tf.FixedLenFeature([], tf.int64),
    })
    return ex["image"], ex["label"]


def next_batch(sess, path, batch_size):
    ds = tf.data.TFRecordDataset(path).map(_parse).shuffle(2048).batch(batch_size)
    features, labels = ds.make_one_shot_iterator().get_next()
    return sess.run([features, labels])
