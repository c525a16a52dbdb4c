import tensorflow as tf


def _split(line):
    return tf.strings.split(tf.strings.strip(line))


def make_training_dataset(source_files, target_files, vocab_lookup, batch_size=4096):
    src = tf.data.TextLineDataset(source_files, num_parallel_reads=4)
    tgt = tf.data.TextLineDataset(target_files, num_parallel_reads=4)
    dataset = tf.data.Dataset.zip((src, tgt))
    # sample_buffer_size as in the default training config: shuffle half a million sentence pairs
    dataset = dataset.shuffle(500000, reshuffle_each_iteration=True)
    dataset = dataset.map(
        lambda s, t: (vocab_lookup(_split(s)), vocab_lookup(_split(t))),
        num_parallel_calls=tf.data.AUTOTUNE,
    )
    dataset = dataset.filter(lambda s, t: tf.logical_and(tf.size(s) <= 100, tf.size(t) <= 100))
    dataset = dataset.bucket_by_sequence_length(
        element_length_func=lambda s, t: tf.size(s),
        bucket_boundaries=[16, 32, 48, 64, 80],
        bucket_batch_sizes=[batch_size // b for b in (8, 16, 32, 48, 64, 80)],
    )
    return dataset.repeat().prefetch(tf.data.AUTOTUNE)
