"""TF1-style trainer for the pose network."""
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


class Trainer:
    def __init__(self, net_fn, cfg):
        self.cfg = cfg
        self.images = tf.placeholder(tf.float32, [None, cfg.height, cfg.width, 3], name="images")
        self.heatmaps = tf.placeholder(tf.float32, [None, cfg.out_h, cfg.out_w, cfg.n_joints],
                                       name="heatmaps")
        pred = net_fn(self.images, is_training=True)
        self.loss = tf.reduce_mean(tf.square(pred - self.heatmaps))
        self.lr = tf.Variable(cfg.lr, trainable=False, name="learning_rate")
        opt = tf.train.AdamOptimizer(self.lr)
        self.global_step = tf.train.get_or_create_global_step()
        self.train_op = opt.minimize(self.loss, global_step=self.global_step)
        self.saver = tf.train.Saver(max_to_keep=5)

    def lr_for(self, itr):
        lr = self.cfg.lr
        for boundary in self.cfg.lr_dec_epoch:
            if itr >= boundary * self.cfg.iters_per_epoch:
                lr *= self.cfg.lr_dec_factor
        return lr

    def set_lr(self, sess, value):
        sess.run(tf.assign(self.lr, value))

    def save(self, sess, path, itr):
        self.saver.save(sess, path, global_step=itr)
