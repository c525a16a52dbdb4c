# source: https://github.com/melodyguan/enas/issues/91
# symptom: the time per training step grows during the search; the reporter suspects new operations are added to the graph after sess.run, and the architecture changes as the controller samples new ones
# expect: TFM010 29
# note: TF1 search loop: every sampled architecture gets its validation-accuracy ops built by child.eval_arch(), which builds ops and runs them in the same call
import numpy as np
import tensorflow as tf


class Child:
    def __init__(self, images, labels, num_layers=6, out_filters=24):
        self.images = images
        self.labels = labels
        self.num_layers = num_layers
        self.out_filters = out_filters

    def _model(self, arc, reuse=True):
        with tf.variable_scope("child", reuse=reuse):
            x = self.images
            for layer_id in range(self.num_layers):
                with tf.variable_scope("layer_{}".format(layer_id)):
                    size = [3, 5][arc[layer_id] % 2]
                    x = tf.layers.conv2d(x, self.out_filters, size, padding="same", activation=tf.nn.relu,
                                         name="conv_{}".format(size))
            x = tf.reduce_mean(x, axis=[1, 2])
            return tf.layers.dense(x, 10, name="fc")

    def eval_arch(self, sess, arc):
        logits = self._model(arc)
        correct = tf.equal(tf.cast(tf.argmax(logits, axis=1), tf.int32), self.labels)
        return sess.run(tf.reduce_mean(tf.cast(correct, tf.float32)))


def main():
    images = tf.random_normal([64, 32, 32, 3])
    labels = tf.random_uniform([64], maxval=10, dtype=tf.int32)
    child = Child(images, labels)
    child._model([0] * child.num_layers, reuse=False)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for step in range(5000):
            arc = np.random.randint(0, 2, size=child.num_layers)
            acc = child.eval_arch(sess, arc)
            if step % 50 == 0:
                print(step, arc, acc)


if __name__ == "__main__":
    main()
