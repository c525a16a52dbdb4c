import tensorflow as tf


class KnowledgeTracingModel:
    def __init__(self, num_problems, hidden_units=200, learning_rate=0.01):
        self.num_problems = num_problems
        self.hidden_units = hidden_units
        self.learning_rate = learning_rate

    def build_graph(self):
        n = self.num_problems
        self.X = tf.placeholder(tf.float32, [None, None, 2 * n], name="X")
        self.y_seq = tf.placeholder(tf.float32, [None, None, n], name="y_seq")
        self.y_corr = tf.placeholder(tf.float32, [None, None, n], name="y_corr")
        self.keep_prob = tf.placeholder(tf.float32, name="keep_prob")
        cell = tf.contrib.rnn.DropoutWrapper(tf.contrib.rnn.LSTMCell(self.hidden_units),
                                             output_keep_prob=self.keep_prob)
        outputs, _ = tf.nn.dynamic_rnn(cell, self.X, dtype=tf.float32)
        logits = tf.layers.dense(outputs, n)
        self.preds = tf.sigmoid(logits)
        mask = tf.reduce_max(self.y_seq, axis=-1) > 0
        self.target_logits = tf.boolean_mask(tf.reduce_sum(logits * self.y_seq, axis=-1), mask)
        self.target_labels = tf.boolean_mask(tf.reduce_sum(self.y_corr * self.y_seq, axis=-1), mask)
        self.target_preds = tf.sigmoid(self.target_logits)
        self.loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=self.target_labels,
                                                                           logits=self.target_logits))
        self.train_op = tf.train.AdamOptimizer(self.learning_rate).minimize(self.loss)
