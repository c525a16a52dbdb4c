import tensorflow as tf


class BasicIterativeAttack(object):
    """L-inf basic iterative method (Kurakin et al.) on top of a logits function."""

    def __init__(self, sess, logits_fn, x_ph, y_ph, eps=0.03, eps_iter=0.005,
                 nb_iter=10, clip_min=0.0, clip_max=1.0):
        self.sess = sess
        self.logits_fn = logits_fn
        self.x_ph = x_ph
        self.y_ph = y_ph
        self.eps = eps
        self.eps_iter = eps_iter
        self.nb_iter = nb_iter
        self.clip_min = clip_min
        self.clip_max = clip_max

    def perturb(self, x_batch, y_batch):
        x_adv = self.x_ph
        for _ in range(self.nb_iter):
            logits = self.logits_fn(x_adv)
            loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(
                labels=self.y_ph, logits=logits))
            grad, = tf.gradients(loss, x_adv)
            x_adv = x_adv + self.eps_iter * tf.sign(grad)
            x_adv = tf.clip_by_value(x_adv, self.x_ph - self.eps, self.x_ph + self.eps)
            x_adv = tf.clip_by_value(x_adv, self.clip_min, self.clip_max)
        return self.sess.run(x_adv, feed_dict={self.x_ph: x_batch, self.y_ph: y_batch})
