import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


class Unet:
    def __init__(self, channels=3, n_class=2, layers=3, features_root=16):
        self.x = tf.placeholder(tf.float32, [None, None, None, channels], name="x")
        self.y = tf.placeholder(tf.float32, [None, None, None, n_class], name="y")
        down, h = [], self.x
        for layer in range(layers):
            h = tf.layers.conv2d(h, features_root * 2 ** layer, 3, padding="same", activation=tf.nn.relu)
            down.append(h)
            h = tf.layers.max_pooling2d(h, 2, 2)
        for layer in reversed(range(layers)):
            h = tf.layers.conv2d_transpose(h, features_root * 2 ** layer, 2, strides=2, padding="same")
            h = tf.concat([down[layer], h], axis=3)
            h = tf.layers.conv2d(h, features_root * 2 ** layer, 3, padding="same", activation=tf.nn.relu)
        self.logits = tf.layers.conv2d(h, n_class, 1)
        self.cost = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=self.y, logits=self.logits))
        self.predicter = tf.nn.softmax(self.logits)

    def predict(self, sess, x):
        return sess.run(self.predicter, feed_dict={self.x: x})

    def save(self, sess, model_path):
        saver = tf.train.Saver()
        return saver.save(sess, model_path)

    def restore(self, sess, model_path):
        tf.train.Saver().restore(sess, model_path)
