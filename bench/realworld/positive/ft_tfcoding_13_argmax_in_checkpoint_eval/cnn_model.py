import tensorflow as tf


class CnnModel(object):
    def __init__(self, learning_rate, decay_factor, num_classes=10, im_dim=32, channels=3):
        self.learning_rate = tf.Variable(float(learning_rate), trainable=False)
        self.learning_rate_decay_op = self.learning_rate.assign(self.learning_rate * decay_factor)
        self.global_step = tf.Variable(0, trainable=False)
        self.data = tf.placeholder(tf.float32, [None, im_dim, im_dim, channels], name="data_tensor")
        self.labels = tf.placeholder(tf.int64, [None], name="label_tensor")
        self.keep_prop = tf.placeholder(tf.float32, name="keep_prop")
        net = tf.layers.conv2d(self.data, 32, 3, activation=tf.nn.relu)
        net = tf.layers.max_pooling2d(net, 2, 2)
        net = tf.layers.conv2d(net, 64, 3, activation=tf.nn.relu)
        net = tf.layers.max_pooling2d(net, 2, 2)
        net = tf.nn.dropout(tf.layers.flatten(net), self.keep_prop)
        logits = tf.layers.dense(net, num_classes)
        tf.nn.softmax(logits, name="softmax_probs")
        self.loss = tf.reduce_mean(
            tf.nn.sparse_softmax_cross_entropy_with_logits(labels=self.labels, logits=logits))
        self.train_op = tf.train.AdamOptimizer(self.learning_rate).minimize(
            self.loss, global_step=self.global_step)
        correct = tf.equal(tf.argmax(logits, 1), self.labels)
        self.correct_count = tf.reduce_sum(tf.cast(correct, tf.float32))
        self.saver = tf.train.Saver(tf.global_variables())

    def step(self, sess, images, labels, keep=0.5):
        _, correct = sess.run([self.train_op, self.correct_count],
                              feed_dict={self.data: images, self.labels: labels,
                                         self.keep_prop: keep})
        return correct / float(len(labels))
