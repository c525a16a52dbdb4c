import tensorflow as tf

FEATURES = {
    "global_view": tf.io.FixedLenFeature([2001], tf.float32),
    "local_view": tf.io.FixedLenFeature([201], tf.float32),
    "label": tf.io.FixedLenFeature([], tf.int64),
}


def _parse(record):
    example = tf.io.parse_single_example(record, FEATURES)
    return {"global_view": example["global_view"], "local_view": example["local_view"]}, example["label"]


def build_dataset(pattern):
    files = tf.io.gfile.glob(pattern)
    return tf.data.TFRecordDataset(files).map(_parse, num_parallel_calls=tf.data.AUTOTUNE)
