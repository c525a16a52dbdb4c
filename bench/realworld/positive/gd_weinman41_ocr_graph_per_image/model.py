import tensorflow as tf


def convnet_layers(inputs, widths, training):
    x = inputs
    for i, filters in enumerate([64, 128, 256, 256]):
        x = tf.layers.conv2d(x, filters, 3, padding="same", activation=tf.nn.relu,
                             name="conv%d" % i, reuse=tf.AUTO_REUSE)
        if i < 2:
            x = tf.layers.max_pooling2d(x, 2, 2)
    features = tf.reduce_mean(x, axis=1)
    seq_len = tf.cast(widths // 4, tf.int32)
    return features, seq_len


def rnn_layers(features, seq_len, num_classes):
    with tf.variable_scope("rnn", reuse=tf.AUTO_REUSE):
        cell_fw = tf.nn.rnn_cell.LSTMCell(256)
        cell_bw = tf.nn.rnn_cell.LSTMCell(256)
        (fw, bw), _ = tf.nn.bidirectional_dynamic_rnn(cell_fw, cell_bw, features,
                                                      sequence_length=seq_len,
                                                      dtype=tf.float32)
        logits = tf.layers.dense(tf.concat([fw, bw], -1), num_classes, name="logits")
    return tf.transpose(logits, [1, 0, 2])
