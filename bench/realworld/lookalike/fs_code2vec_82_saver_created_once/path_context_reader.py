import tensorflow as tf


class PathContextReader(object):
    """tf.data pipeline over the .c2v files (one example per method)."""

    def __init__(self, path, batch_size, max_contexts=200, repeat=False):
        dataset = tf.data.TextLineDataset(path).map(self._parse).batch(batch_size)
        if repeat:
            dataset = dataset.repeat()
        self.iterator = tf.compat.v1.data.make_initializable_iterator(dataset)
        self.max_contexts = max_contexts

    def _parse(self, line):
        parts = tf.strings.split([line], " ").values
        return parts[0], tf.strings.to_hash_bucket_fast(parts[1:201], 1 << 20)

    def get_output(self):
        return self.iterator.get_next()
