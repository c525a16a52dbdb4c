import tensorflow as tf

SHUFFLE_RECORDS = 2048


def _decode(record, seq_len):
    spec = {
        "unique_ids": tf.io.FixedLenFeature([], tf.int64),
        "input_ids": tf.io.FixedLenFeature([seq_len], tf.int64),
        "input_mask": tf.io.FixedLenFeature([seq_len], tf.float32),
        "segment_ids": tf.io.FixedLenFeature([seq_len], tf.int64),
        "cls_index": tf.io.FixedLenFeature([], tf.int64),
        "p_mask": tf.io.FixedLenFeature([seq_len], tf.float32),
        "start_positions": tf.io.FixedLenFeature([], tf.int64),
        "end_positions": tf.io.FixedLenFeature([], tf.int64),
    }
    example = tf.io.parse_single_example(record, spec)
    return {k: tf.cast(v, tf.int32) if v.dtype == tf.int64 else v for k, v in example.items()}


def input_fn_builder(record_glob, seq_len, is_training, drop_remainder, num_threads=8):
    def input_fn(params):
        files = tf.io.gfile.glob(record_glob)
        if is_training:
            d = tf.data.Dataset.from_tensor_slices(files).shuffle(len(files)).repeat()
            d = d.interleave(tf.data.TFRecordDataset, cycle_length=min(num_threads, len(files)))
            d = d.shuffle(buffer_size=SHUFFLE_RECORDS)
        else:
            d = tf.data.TFRecordDataset(files)
        d = d.apply(tf.data.experimental.map_and_batch(
            lambda record: _decode(record, seq_len),
            batch_size=params["batch_size"],
            num_parallel_batches=num_threads,
            drop_remainder=drop_remainder))
        d = d.prefetch(1024)
        return d
    return input_fn
