"""Upweighting influence of training samples on a test prediction."""
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1


class Influence(object):
    def __init__(self, trainable_variables, train_loss, test_loss, x_ph, y_ph,
                 damping=0.01, scale=1e4):
        self.params = list(trainable_variables)
        self.train_loss = train_loss
        self.test_loss = test_loss
        self.x_ph = x_ph
        self.y_ph = y_ph
        self.damping = damping
        self.scale = scale
        self.train_grad_op = tf.gradients(train_loss, self.params)

    def _test_gradient(self, sess, test_x, test_y):
        grad_op = tf.gradients(self.test_loss, self.params)
        return sess.run(grad_op, {self.x_ph: test_x, self.y_ph: test_y})

    def _inverse_hvp_approx(self, test_grad):
        return [g / (self.damping * self.scale) for g in test_grad]

    def upweighting_influence(self, sess, test_x, test_y, train_batches):
        ihvp = self._inverse_hvp_approx(self._test_gradient(sess, test_x, test_y))
        scores = []
        for bx, by in train_batches:
            train_grad = sess.run(self.train_grad_op, {self.x_ph: bx, self.y_ph: by})
            dots = [np.sum(a * b) for a, b in zip(ihvp, train_grad)]
            scores.append(-float(np.sum(dots)) / len(bx))
        return np.asarray(scores)
