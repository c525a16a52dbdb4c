import tensorflow as tf

FEATURES = {
    "dense": tf.io.FixedLenFeature([13], tf.float32),
    "label": tf.io.FixedLenFeature([1], tf.float32),
}


def _parse(record):
    ex = tf.io.parse_single_example(record, FEATURES)
    return ex["dense"], ex["label"]


def make_dataset(pattern, global_batch):
    files = tf.data.Dataset.list_files(pattern, shuffle=True)
    ds = files.interleave(tf.data.TFRecordDataset, cycle_length=4,
                          num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.map(_parse, num_parallel_calls=tf.data.AUTOTUNE)
    return ds.shuffle(10000).repeat().batch(global_batch, drop_remainder=True).prefetch(2)
