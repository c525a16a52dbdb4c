"""Parallel text input pipeline for the Transformer trainer."""
import tensorflow as tf


def _split(line):
    return tf.strings.split([line]).values


def make_training_dataset(source_file, target_file, source_vocab, target_vocab,
                          batch_size=3072, maximum_length=100):
    src = tf.data.TextLineDataset(source_file)
    tgt = tf.data.TextLineDataset(target_file)
    dataset = tf.data.Dataset.zip((src, tgt))
    dataset = dataset.shuffle(500000)
    dataset = dataset.map(lambda s, t: (source_vocab.lookup(_split(s)), target_vocab.lookup(_split(t))),
                          num_parallel_calls=4)
    dataset = dataset.filter(lambda s, t: tf.logical_and(tf.size(s) <= maximum_length,
                                                         tf.size(t) <= maximum_length))
    dataset = dataset.padded_batch(batch_size // maximum_length, padded_shapes=([None], [None]))
    dataset = dataset.repeat()
    return dataset.prefetch(1)


def load_vocab(path):
    initializer = tf.lookup.TextFileInitializer(path, tf.string, tf.lookup.TextFileIndex.WHOLE_LINE,
                                                tf.int64, tf.lookup.TextFileIndex.LINE_NUMBER)
    return tf.lookup.StaticHashTable(initializer, default_value=1)
