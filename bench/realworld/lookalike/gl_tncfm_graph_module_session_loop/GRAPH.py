"""Builds the fish-classifier graph once; SESSION.py runs it."""
import tensorflow as tf

import fish_data as fd

batch_size = 64
num_epochs = 20
std_y, std_x = 224, 224
num_labels = 8

graph = tf.Graph()
with graph.as_default():
    training_data = tf.placeholder(tf.float32, shape=(batch_size, std_y, std_x, 3))
    training_labels = tf.placeholder(tf.float32, shape=(batch_size, num_labels))
    valid_set = tf.constant(fd.load_valid_images(std_y, std_x), dtype=tf.float32)
    valid_labels = tf.constant(fd.load_valid_labels(), dtype=tf.float32)

    def model(data):
        conv = tf.layers.conv2d(data, 16, 5, strides=2, activation=tf.nn.relu,
                                name="conv1", reuse=tf.AUTO_REUSE)
        pool = tf.layers.max_pooling2d(conv, 2, 2)
        flat = tf.layers.flatten(pool)
        return tf.layers.dense(flat, num_labels, name="logits", reuse=tf.AUTO_REUSE)

    logits = model(training_data)
    cross_entropy = tf.reduce_mean(
        tf.nn.softmax_cross_entropy_with_logits_v2(labels=training_labels, logits=logits))
    training_op = tf.train.AdamOptimizer(1e-3).minimize(cross_entropy)
    valid_logits = model(valid_set)
    valid_loss = tf.reduce_mean(
        tf.nn.softmax_cross_entropy_with_logits_v2(labels=valid_labels, logits=valid_logits))
    init_op = tf.global_variables_initializer()
