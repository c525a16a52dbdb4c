# source: https://github.com/jakeret/tf_unet/issues/102
# symptom: every epoch is slower than the one before (the last about 3.6 times the first); profiling shows `norm_gradients_node.assign(...).eval()` going from 0.9 s to 11.5 s per epoch
# expect: TFM010 28
# note: a trainer method run after every minibatch assigns the averaged gradient norms through a new assign op and evaluates it with the default session
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()


class Trainer:
    def __init__(self, net, learning_rate=0.2):
        self.net = net
        self.learning_rate = learning_rate

    def _initialize(self):
        self.norm_gradients_node = tf.Variable(tf.constant(0.0, shape=[len(self.net.gradients_node)]), name="norm_gradients")
        tf.summary.histogram("norm_grads", self.norm_gradients_node)
        self.optimizer = tf.train.MomentumOptimizer(self.learning_rate, 0.99).minimize(self.net.cost)
        return tf.global_variables_initializer()

    def _update_avg_gradients(self, avg_gradients, gradients, step):
        if avg_gradients is None:
            avg_gradients = [np.zeros_like(g) for g in gradients]
        for i in range(len(gradients)):
            avg_gradients[i] = avg_gradients[i] * (1.0 - 1.0 / (step + 1)) + gradients[i] / (step + 1)
        norm_gradients = [np.linalg.norm(g) for g in avg_gradients]
        self.norm_gradients_node.assign(norm_gradients).eval()
        return avg_gradients

    def train(self, data_provider, epochs=100, training_iters=10, batch_size=1):
        init = self._initialize()
        with tf.Session() as sess:
            sess.run(init)
            avg_gradients = None
            for epoch in range(epochs):
                for step in range(epoch * training_iters, (epoch + 1) * training_iters):
                    batch_x, batch_y = data_provider(batch_size)
                    _, loss, gradients = sess.run(
                        (self.optimizer, self.net.cost, self.net.gradients_node),
                        feed_dict={self.net.x: batch_x, self.net.y: batch_y},
                    )
                    avg_gradients = self._update_avg_gradients(avg_gradients, gradients, step)
                print("epoch", epoch, "loss", loss)
