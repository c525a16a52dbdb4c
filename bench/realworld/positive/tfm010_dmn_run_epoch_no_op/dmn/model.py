import numpy as np
import tensorflow as tf


class DMN:
    def __init__(self, config):
        self.config = config
        self.inputs = tf.placeholder(tf.int32, [None, config.max_len])
        self.answers = tf.placeholder(tf.int32, [None])
        self.dropout = tf.placeholder(tf.float32, [])
        embeddings = tf.Variable(tf.random_uniform([config.vocab_size, config.hidden], -1.0, 1.0))
        encoded = tf.reduce_mean(tf.nn.embedding_lookup(embeddings, self.inputs), axis=1)
        logits = tf.layers.dense(tf.nn.dropout(encoded, self.dropout), config.vocab_size)
        self.calculate_loss = tf.reduce_mean(
            tf.nn.sparse_softmax_cross_entropy_with_logits(labels=self.answers, logits=logits))
        tf.summary.scalar("loss", self.calculate_loss)
        self.merged = tf.summary.merge_all()
        self.train_step = tf.train.AdamOptimizer(config.lr).minimize(self.calculate_loss)

    def run_epoch(self, session, data, train_op=None, dropout=0.9):
        if train_op is None:
            train_op = tf.no_op()
            dropout = 1.0
        losses = []
        for start in range(0, len(data[0]), self.config.batch_size):
            end = start + self.config.batch_size
            feed = {self.inputs: data[0][start:end], self.answers: data[1][start:end], self.dropout: dropout}
            loss, _, _ = session.run([self.calculate_loss, self.merged, train_op], feed_dict=feed)
            losses.append(loss)
        return float(np.mean(losses))
