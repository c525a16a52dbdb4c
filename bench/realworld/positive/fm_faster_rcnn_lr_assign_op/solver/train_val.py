import time

import tensorflow.compat.v1 as tf

from solver.config import cfg


class SolverWrapper:
    def __init__(self, network, roidb, output_dir):
        self.net = network
        self.roidb = roidb
        self.output_dir = output_dir
        self.saver = None

    def construct_graph(self, sess):
        lr = tf.Variable(cfg.TRAIN.LEARNING_RATE, trainable=False)
        optimizer = tf.train.MomentumOptimizer(lr, cfg.TRAIN.MOMENTUM)
        loss = self.net.create_architecture("TRAIN", num_classes=21)
        train_op = optimizer.minimize(loss)
        self.saver = tf.train.Saver(max_to_keep=100000)
        return lr, train_op

    def snapshot(self, sess, it):
        self.saver.save(sess, "{}/res101_iter_{}.ckpt".format(self.output_dir, it))

    def train_model(self, sess, max_iters):
        lr, train_op = self.construct_graph(sess)
        sess.run(tf.global_variables_initializer())
        rate = cfg.TRAIN.LEARNING_RATE
        stepsizes = sorted(cfg.TRAIN.STEPSIZE, reverse=True) + [max_iters]
        next_stepsize = stepsizes.pop()
        it = 1
        while it < max_iters + 1:
            if it == next_stepsize + 1:
                self.snapshot(sess, it)
                rate *= cfg.TRAIN.GAMMA
                sess.run(tf.assign(lr, rate))
                next_stepsize = stepsizes.pop() if stepsizes else max_iters
            tic = time.time()
            blobs = self.net.next_minibatch(self.roidb)
            total_loss = self.net.train_step(sess, blobs, train_op)
            if it % cfg.TRAIN.DISPLAY == 0:
                print("iter {} / {}, loss {:.4f}, lr {:.6f}, {:.2f}s/iter".format(
                    it, max_iters, total_loss, rate, time.time() - tic))
            it += 1
