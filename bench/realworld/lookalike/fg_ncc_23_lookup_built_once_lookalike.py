# source: https://github.com/spcl/ncc/issues/23
# note: the usual fix for the report's generator: the embedding_lookup op is built once on an index placeholder and only fed per batch, so the graph stays the same size
import numpy as np
import tensorflow as tf

tf.compat.v1.disable_eager_execution()


class EmbeddedBatches:
    def __init__(self, sess, vocab, sequences, labels, batch_size=64):
        self.sess = sess
        self.sequences = sequences
        self.labels = labels
        self.batch_size = batch_size
        self.ids = tf.compat.v1.placeholder(tf.int32, shape=[None, sequences.shape[1]])
        emb = tf.nn.l2_normalize(tf.constant(vocab), axis=1)
        self.lookup = tf.nn.embedding_lookup(emb, self.ids)

    def __iter__(self):
        order = np.random.permutation(len(self.sequences))
        for b in range(len(self.sequences) // self.batch_size):
            idx = order[b * self.batch_size:(b + 1) * self.batch_size]
            yield self.sess.run(self.lookup, feed_dict={self.ids: self.sequences[idx]}), self.labels[idx]
