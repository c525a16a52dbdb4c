import tensorflow as tf


class BaseTrain(object):
    def __init__(self, sess, model, data, config, logger):
        self.model, self.logger, self.config = model, logger, config
        self.sess, self.data = sess, data
        self.init = tf.group(tf.global_variables_initializer(), tf.local_variables_initializer())
        self.sess.run(self.init)

    def train(self):
        start = self.model.cur_epoch_tensor.eval(self.sess)
        for cur_epoch in range(start, self.config.num_epochs + 1):
            self.train_epoch()
            self.sess.run(self.model.increment_cur_epoch_tensor)

    def train_epoch(self):
        raise NotImplementedError

    def train_step(self):
        raise NotImplementedError
