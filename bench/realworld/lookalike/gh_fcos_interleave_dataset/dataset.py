import tensorflow as tf

from encode import load_data


def dataset_fn(height, width, tf_records_pattern, batch_size):
    autotune = tf.data.AUTOTUNE
    options = tf.data.Options()
    options.deterministic = False
    train_files = tf.data.Dataset.list_files(tf_records_pattern)
    dataset = train_files.interleave(tf.data.TFRecordDataset,
                                     cycle_length=16,
                                     block_length=16,
                                     num_parallel_calls=autotune)
    dataset = dataset.map(load_data([height, width]), num_parallel_calls=autotune)
    dataset = dataset.shuffle(512)
    dataset = dataset.padded_batch(batch_size, drop_remainder=True).repeat()
    dataset = dataset.prefetch(autotune)
    return dataset.with_options(options)
