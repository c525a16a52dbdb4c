import tensorflow as tf

FEATURES = {
    "input_ids": tf.io.FixedLenFeature([128], tf.int64),
    "input_mask": tf.io.FixedLenFeature([128], tf.int64),
    "masked_lm_positions": tf.io.FixedLenFeature([20], tf.int64),
    "masked_lm_ids": tf.io.FixedLenFeature([20], tf.int64),
}


def _parse(record):
    ex = tf.io.parse_single_example(record, FEATURES)
    return {k: tf.cast(v, tf.int32) for k, v in ex.items()}


def make_dataset(file_pattern, batch_size, is_training=True):
    files = tf.data.Dataset.list_files(file_pattern, shuffle=is_training)
    d = files.interleave(tf.data.TFRecordDataset, cycle_length=8,
                         num_parallel_calls=tf.data.AUTOTUNE)
    if is_training:
        d = d.shuffle(buffer_size=4096).repeat()
    d = d.map(_parse, num_parallel_calls=tf.data.AUTOTUNE)
    d = d.batch(batch_size, drop_remainder=is_training)
    return d.prefetch(tf.data.AUTOTUNE)
