import numpy as np
import tensorflow as tf


class FastQAReader:
    """TF1 extractive QA reader; the graph is created in setup_from_data."""

    def __init__(self, vocab, repr_dim=300):
        self.vocab = vocab
        self.repr_dim = repr_dim
        self.session = tf.Session()

    def setup_from_data(self, train_data):
        max_len = max(len(q) for q, _, _ in train_data)
        self.question = tf.placeholder(tf.int32, [None, max_len], name="question")
        self.support = tf.placeholder(tf.int32, [None, None], name="support")
        with tf.variable_scope("fast_qa"):
            emb = tf.get_variable("embeddings", [len(self.vocab), self.repr_dim])
            v_wiq_w = tf.get_variable("v_wiq_w", [1, 1, self.repr_dim])
            q = tf.nn.embedding_lookup(emb, self.question)
            s = tf.nn.embedding_lookup(emb, self.support)
            wiq = tf.nn.softmax(tf.einsum("bsd,bqd->bsq", s * v_wiq_w, q))
            self.start_scores = tf.reduce_sum(tf.layers.dense(s + tf.matmul(wiq, q), 1), -1)
        self.session.run(tf.global_variables_initializer())

    def train(self, train_data, epochs=1):
        for _ in range(epochs):
            for question, support, answer_start in train_data:
                self.session.run(self.start_scores, feed_dict={self.question: [question],
                                                               self.support: [support]})

    def evaluate(self, dev_data):
        scores = [np.argmax(self.session.run(self.start_scores, feed_dict={
            self.question: [q], self.support: [s]})) == a for q, s, a in dev_data]
        return float(np.mean(scores))
