import numpy as np
import tensorflow as tf


class ConvClassifier(object):
    def __init__(self, sess, vocab, labels):
        self.sess = sess
        self.vocab = vocab
        self.labels = labels

    @classmethod
    def create(cls, sess, vocab, labels, dsz=300, filtsz=(3, 4, 5), cmotsz=100):
        model = cls(sess, vocab, labels)
        model.x = tf.placeholder(tf.int32, [None, None], name="x")
        model.pkeep = tf.placeholder_with_default(1.0, shape=(), name="pkeep")
        emb = tf.get_variable("W", [len(vocab), dsz])
        embed = tf.nn.embedding_lookup(emb, model.x)
        pooled = []
        for fsz in filtsz:
            conv = tf.layers.conv1d(embed, cmotsz, fsz, activation=tf.nn.relu, padding="same")
            pooled.append(tf.reduce_max(conv, axis=1))
        stacked = tf.nn.dropout(tf.concat(pooled, axis=1), model.pkeep)
        with tf.variable_scope("output"):
            model.logits = tf.identity(tf.layers.dense(stacked, len(labels)), name="logits")
            model.best = tf.argmax(model.logits, 1, name="best")
        return model

    def classify(self, batch_dict):
        feed_dict = {self.x: batch_dict["x"]}
        probs = self.sess.run(tf.nn.softmax(self.logits), feed_dict=feed_dict)
        results = []
        for row in probs:
            results.append([(self.labels[i], float(p)) for i, p in enumerate(row)])
        return results

    def classify_text(self, tokens, mxlen=100):
        ids = np.zeros((1, mxlen), dtype=np.int32)
        for j, tok in enumerate(tokens[:mxlen]):
            ids[0, j] = self.vocab.get(tok, self.vocab.get("<UNK>", 0))
        return self.classify({"x": ids})[0]
