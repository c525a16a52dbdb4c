import time

import tensorflow as tf

from .snapshot import save_unnormalized_snapshot

SNAPSHOT_ITERS = 5000
DISPLAY = 10


class SolverWrapper:
    def __init__(self, sess, network, data_layer, output_dir, bbox_means, bbox_stds, learning_rate=0.001):
        self.sess = sess
        self.net = network
        self.data_layer = data_layer
        self.output_dir = output_dir
        self.bbox_means, self.bbox_stds = bbox_means, bbox_stds
        self.loss = network.build_loss()
        self.global_step = tf.Variable(0, trainable=False)
        lr = tf.train.exponential_decay(learning_rate, self.global_step, 50000, 0.1, staircase=True)
        self.train_op = tf.train.MomentumOptimizer(lr, 0.9).minimize(self.loss, global_step=self.global_step)
        self.saver = tf.train.Saver(max_to_keep=100)

    def train_model(self, max_iters):
        self.sess.run(tf.global_variables_initializer())
        self.net.load_pretrained(self.sess, "data/pretrain_model/VGG_imagenet.npy")
        for iteration in range(max_iters):
            blobs = self.data_layer.forward()
            feed_dict = {self.net.data: blobs["data"], self.net.im_info: blobs["im_info"],
                         self.net.gt_boxes: blobs["gt_boxes"], self.net.keep_prob: 0.5}
            start = time.time()
            loss_value, _ = self.sess.run([self.loss, self.train_op], feed_dict=feed_dict)
            if (iteration + 1) % DISPLAY == 0:
                print(f"iter: {iteration + 1} / {max_iters}, total loss: {loss_value:.4f}, "
                      f"speed: {time.time() - start:.3f}s / iter")
            if (iteration + 1) % SNAPSHOT_ITERS == 0:
                save_unnormalized_snapshot(self.sess, self.saver, self.net, self.bbox_means, self.bbox_stds,
                                           self.output_dir, iteration)
