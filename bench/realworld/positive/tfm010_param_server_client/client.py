import tensorflow as tf


class SharedLayerClient:
    """Runs the layers this worker shares with the others; their weights come from a parameter server."""

    def __init__(self, sess, layer_sizes=((2, 1000), (1000, 1000), (1000, 4))):
        self.sess = sess
        self.x = tf.placeholder(tf.float32, [None, layer_sizes[0][0]])
        self.params = []
        h = self.x
        for i, (n_in, n_out) in enumerate(layer_sizes):
            w = tf.Variable(tf.random_normal([n_in, n_out], stddev=0.01), name="w%d" % i)
            b = tf.Variable(tf.zeros([n_out]), name="b%d" % i)
            self.params += [w, b]
            h = tf.matmul(h, w) + b
            if i < len(layer_sizes) - 1:
                h = tf.nn.relu(h)
        self.out = h

    def set_weights(self, arrays):
        for var, value in zip(self.params, arrays):
            self.sess.run(var.assign(value))

    def act(self, obs):
        return self.sess.run(self.out, feed_dict={self.x: obs[None]})[0]
