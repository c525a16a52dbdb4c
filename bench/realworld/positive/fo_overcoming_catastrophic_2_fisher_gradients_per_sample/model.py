import numpy as np
import tensorflow as tf


class EWCNet:
    """Two-layer MNIST classifier that keeps a Fisher estimate for elastic weight consolidation."""

    def __init__(self, x, labels, hidden=50, lr=0.1):
        self.x = x
        with tf.variable_scope("ewc_net"):
            hidden_out = tf.layers.dense(x, hidden, activation=tf.nn.relu, name="fc1")
            self.logits = tf.layers.dense(hidden_out, int(labels.shape[1]), name="fc2")
        self.params = tf.trainable_variables("ewc_net")
        self.probs = tf.nn.softmax(self.logits)
        self.loss = tf.losses.softmax_cross_entropy(labels, self.logits)
        self.train_op = tf.train.GradientDescentOptimizer(lr).minimize(self.loss)
        self.fisher = None
        self.anchor = None

    def remember_weights(self, sess):
        self.anchor = sess.run(self.params)

    def compute_fisher(self, images, sess, num_samples=200):
        """Monte-Carlo estimate of the diagonal Fisher information of the current weights."""
        totals = [np.zeros(p.shape.as_list(), dtype=np.float32) for p in self.params]
        sampled = tf.squeeze(tf.multinomial(tf.log(self.probs), 1))
        for _ in range(num_samples):
            pick = np.random.randint(len(images))
            grads = sess.run(tf.gradients(tf.log(self.probs[0, tf.cast(sampled, tf.int32)]), self.params),
                             feed_dict={self.x: images[pick:pick + 1]})
            totals = [t + np.square(g) for t, g in zip(totals, grads)]
        self.fisher = [t / num_samples for t in totals]
