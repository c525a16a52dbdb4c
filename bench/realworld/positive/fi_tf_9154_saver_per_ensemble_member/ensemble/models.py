import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


class SimpleNet:
    def __init__(self, model_id, num_features, num_class, hidden=64):
        with tf.variable_scope("net_%d" % model_id):
            self.x = tf.placeholder(tf.float32, [None, num_features], name="x")
            self.y = tf.placeholder(tf.int64, [None], name="y")
            h = tf.layers.dense(self.x, hidden, activation=tf.nn.relu)
            self.logits = tf.layers.dense(h, num_class)
            correct = tf.equal(tf.argmax(self.logits, 1), self.y)
            self.accuracy = tf.reduce_mean(tf.cast(correct, tf.float32))


def build_ensemble(n_models, num_features, num_class):
    return [SimpleNet(i, num_features, num_class) for i in range(n_models)]
