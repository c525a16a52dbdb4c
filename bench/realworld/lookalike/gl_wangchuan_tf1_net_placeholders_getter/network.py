import tensorflow as tf


def weight_variable(shape, name):
    return tf.get_variable(name, shape, initializer=tf.truncated_normal_initializer(stddev=0.05))


def bias_variable(shape, name):
    return tf.get_variable(name, shape, initializer=tf.constant_initializer(0.1))


class Net:
    def __init__(self, FLAGS):
        self.batch_size = FLAGS.batch_size
        self.ph_image = tf.placeholder(tf.float32, shape=(self.batch_size, 32, 32, 3), name="image")
        self.ph_label = tf.placeholder(tf.int32, shape=(self.batch_size,), name="label")
        self.logits = self.inference()
        self.loss = self.compute_loss()
        self.acc = self.compute_acc()

    def placeholders(self):
        return self.ph_image, self.ph_label

    def inference(self):
        with tf.variable_scope("layers"):
            kernel = weight_variable([5, 5, 3, 32], "conv1_w")
            conv = tf.nn.conv2d(self.ph_image, kernel, [1, 1, 1, 1], "SAME")
            relu = tf.nn.relu(conv + bias_variable([32], "conv1_b"))
            pool = tf.nn.max_pool(relu, [1, 3, 3, 1], [1, 2, 2, 1], "SAME")
            flat = tf.reshape(pool, [self.batch_size, -1])
            dim = flat.get_shape()[1].value
            w = weight_variable([dim, 10], "fc_w")
            return tf.matmul(flat, w) + bias_variable([10], "fc_b")

    def compute_loss(self):
        xent = tf.nn.sparse_softmax_cross_entropy_with_logits(
            logits=self.logits, labels=self.ph_label)
        return tf.reduce_mean(xent, name="xentropy_mean")

    def compute_acc(self):
        label = tf.cast(self.ph_label, tf.int64)
        return tf.reduce_mean(tf.cast(tf.equal(tf.argmax(self.logits, 1), label), tf.float32))
