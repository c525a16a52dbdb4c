import tensorflow as tf


class LogReg:
    def __init__(self, n_features=784, n_classes=10, learning_rate=0.01):
        self.x = tf.placeholder(tf.float32, [None, n_features])
        self.y = tf.placeholder(tf.float32, [None, n_classes])
        self.W = tf.Variable(tf.zeros([n_features, n_classes]))
        self.b = tf.Variable(tf.zeros([n_classes]))
        self.pred = tf.nn.softmax(tf.matmul(self.x, self.W) + self.b)
        self.cost = tf.reduce_mean(-tf.reduce_sum(self.y * tf.log(self.pred), reduction_indices=1))
        self.train_op = tf.train.GradientDescentOptimizer(learning_rate).minimize(self.cost)

    def train_batch(self, sess, xs, ys):
        _, c = sess.run([self.train_op, self.cost], feed_dict={self.x: xs, self.y: ys})
        return c

    def accuracy(self, sess, xs, ys):
        correct = tf.equal(tf.argmax(self.pred, 1), tf.argmax(self.y, 1))
        acc = tf.reduce_mean(tf.cast(correct, tf.float32))
        return sess.run(acc, feed_dict={self.x: xs, self.y: ys})
