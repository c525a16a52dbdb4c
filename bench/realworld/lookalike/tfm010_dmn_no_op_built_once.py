# source: https://github.com/barronalex/Dynamic-Memory-Networks-in-TensorFlow/pull/17
# note: resembles a leak: run_epoch no longer adds a no_op per call
# note: the fix from the thread: the no_op is created once with the rest of the graph in __init__; run_epoch only runs existing ops, so the epoch loop does not grow the graph
import numpy as np
import tensorflow as tf


class DMN:
    def __init__(self, config):
        self.config = config
        self.inputs = tf.placeholder(tf.int32, [None, config.max_len])
        self.answers = tf.placeholder(tf.int32, [None])
        embeddings = tf.Variable(tf.random_uniform([config.vocab_size, config.hidden], -1.0, 1.0))
        encoded = tf.reduce_mean(tf.nn.embedding_lookup(embeddings, self.inputs), axis=1)
        logits = tf.layers.dense(encoded, config.vocab_size)
        self.loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=self.answers, logits=logits))
        self.train_step = tf.train.AdamOptimizer(config.lr).minimize(self.loss)
        self.no_op = tf.no_op()

    def run_epoch(self, session, data, train_op=None):
        if train_op is None:
            train_op = self.no_op
        losses = []
        for start in range(0, len(data[0]), self.config.batch_size):
            end = start + self.config.batch_size
            feed = {self.inputs: data[0][start:end], self.answers: data[1][start:end]}
            loss, _ = session.run([self.loss, train_op], feed_dict=feed)
            losses.append(loss)
        return float(np.mean(losses))


def fit(config, train, valid):
    model = DMN(config)
    with tf.Session() as session:
        session.run(tf.global_variables_initializer())
        session.graph.finalize()
        for epoch in range(config.max_epochs):
            print(epoch, model.run_epoch(session, train, model.train_step), model.run_epoch(session, valid))
