import tensorflow as tf

FEATURES = {
    "image/encoded": tf.io.FixedLenFeature([], tf.string),
    "image/class/label": tf.io.FixedLenFeature([], tf.int64),
}


def _parse(record):
    ex = tf.io.parse_single_example(record, FEATURES)
    image = tf.io.decode_jpeg(ex["image/encoded"], channels=3)
    image = tf.image.resize(image, [224, 224]) / 255.0
    return image, ex["image/class/label"] - 1


def build_dataset(batch_size, pattern="/data/imagenet/train-*"):
    files = tf.data.Dataset.list_files(pattern, shuffle=True)
    ds = files.interleave(tf.data.TFRecordDataset, cycle_length=16,
                          num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.shuffle(10000).repeat()
    ds = ds.map(_parse, num_parallel_calls=tf.data.AUTOTUNE)
    return ds.batch(batch_size, drop_remainder=True).prefetch(tf.data.AUTOTUNE)
