# source: https://github.com/wanjinchang/SSH-TensorFlow/issues/6
# symptom: performance issue: tf.assign for the learning rate is created repeatedly during program execution inside train_model_random; it should be created before the loop
# expect: TFM010 40
# note: face-detector solver: the while-loop over iterations re-assigns the learning-rate Variable with a fresh tf.assign op at every step boundary
import time

import numpy as np
import tensorflow as tf

from model.config import cfg
from utils.timer import Timer


class SolverWrapper(object):
    def __init__(self, sess, network, data_layer, output_dir):
        self.sess, self.net = sess, network
        self.data_layer = data_layer
        self.output_dir = output_dir

    def construct_graph(self):
        lr = tf.Variable(cfg.TRAIN.LEARNING_RATE, trainable=False)
        losses = self.net.create_architecture("TRAIN", tag="default")
        optimizer = tf.train.MomentumOptimizer(lr, cfg.TRAIN.MOMENTUM)
        ops = {m: optimizer.minimize(losses["total_loss_" + m]) for m in ("M1", "M2", "M3")}
        self.saver = tf.train.Saver(max_to_keep=100000)
        return lr, ops

    def train_model_random(self, max_iters):
        lr, train_ops = self.construct_graph()
        self.sess.run(tf.global_variables_initializer())
        rate = cfg.TRAIN.LEARNING_RATE
        stepsizes = sorted(list(cfg.TRAIN.STEPSIZE) + [max_iters], reverse=True)
        next_stepsize = stepsizes.pop()
        timer, it = Timer(), 1
        while it < max_iters + 1:
            module = np.random.choice(["M1", "M2", "M3"])
            if it == next_stepsize + 1:
                self.snapshot(it)
                rate *= cfg.TRAIN.GAMMA
                self.sess.run(tf.assign(lr, rate))
                next_stepsize = stepsizes.pop()
            timer.tic()
            blobs = self.data_layer.forward()
            total_loss = self.net.train_step_random(self.sess, blobs, train_ops[module], module)
            timer.toc()
            if it % cfg.TRAIN.DISPLAY == 0:
                print("iter %d/%d module %s loss %.4f lr %f %.3fs/iter"
                      % (it, max_iters, module, total_loss, lr.eval(), timer.average_time))
            if it % cfg.TRAIN.SNAPSHOT_ITERS == 0:
                self.snapshot(it)
            it += 1

    def snapshot(self, it):
        path = "%s/ssh_iter_%d.ckpt" % (self.output_dir, it)
        self.saver.save(self.sess, path)
        return path
