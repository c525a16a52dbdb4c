import numpy as np
import tensorflow as tf

from textcnn.text_cnn import TextCNN


def batch_iter(x, y, batch_size, shuffle=True):
    idx = np.random.permutation(len(x)) if shuffle else np.arange(len(x))
    for start in range(0, len(x), batch_size):
        sel = idx[start:start + batch_size]
        yield x[sel], y[sel]


def train_one_fold(x_train, y_train, x_dev, y_dev, vocab_size, flags):
    graph = tf.Graph()
    with graph.as_default():
        session = tf.Session(graph=graph)
        with session.as_default():
            cnn = TextCNN(sequence_length=x_train.shape[1], num_classes=y_train.shape[1],
                          vocab_size=vocab_size, embedding_size=flags.embedding_dim,
                          filter_sizes=[3, 4, 5], num_filters=flags.num_filters,
                          l2_reg_lambda=flags.l2_reg_lambda)
            global_step = tf.Variable(0, name="global_step", trainable=False)
            train_op = tf.train.AdamOptimizer(1e-3).minimize(cnn.loss, global_step=global_step)
            session.run(tf.global_variables_initializer())
            graph.finalize()
            for epoch in range(flags.num_epochs):
                for x_batch, y_batch in batch_iter(x_train, y_train, flags.batch_size):
                    feed = {cnn.input_x: x_batch, cnn.input_y: y_batch,
                            cnn.dropout_keep_prob: flags.dropout_keep_prob}
                    session.run([train_op, global_step], feed)
            acc = session.run(cnn.accuracy, {cnn.input_x: x_dev, cnn.input_y: y_dev,
                                             cnn.dropout_keep_prob: 1.0})
        session.close()
    return float(acc)
