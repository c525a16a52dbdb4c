# source: https://github.com/wanjinchang/SSH-TensorFlow/issues/5
# symptom: "tf.assign will create redundant node in tf computation graph repeatedly (as it is in a while loop)" in both train_model_random and train_model_group of lib/model/train_val.py; the reporter asks to create the assign op once before the loop and only run it in the loop
# expect: TFM010 55
# expect: TFM010 77
# note: a SolverWrapper-style class: construct_graph() returns the learning-rate variable, and each of the two training methods runs a while loop that snapshots and lowers the rate at step boundaries; one builds tf.assign(lr, rate), the other lr.assign(rate), both inside sess.run in the loop
import os

import numpy as np
import tensorflow as tf

from model.config import cfg
from roi_data_layer.layer import RoIDataLayer
from utils.timer import Timer


class SolverWrapper:
    def __init__(self, sess, network, imdb, roidb, output_dir, pretrained_model=None):
        self.net = network
        self.imdb = imdb
        self.roidb = roidb
        self.output_dir = output_dir
        self.pretrained_model = pretrained_model
        self.data_layer = RoIDataLayer(roidb, imdb.num_classes)
        self.saver = None

    def construct_graph(self, sess):
        with sess.graph.as_default():
            tf.set_random_seed(cfg.RNG_SEED)
            layers = self.net.create_architecture("TRAIN", self.imdb.num_classes, tag="default")
            loss = layers["total_loss"]
            lr = tf.Variable(cfg.TRAIN.LEARNING_RATE, trainable=False)
            optimizer = tf.train.MomentumOptimizer(lr, cfg.TRAIN.MOMENTUM)
            train_op = optimizer.minimize(loss)
            self.saver = tf.train.Saver(max_to_keep=100000)
        return lr, train_op

    def snapshot(self, sess, step):
        path = os.path.join(self.output_dir, f"ssh_iter_{step}.ckpt")
        self.saver.save(sess, path)
        return path

    def train_model_random(self, sess, max_iters):
        lr, train_op = self.construct_graph(sess)
        sess.run(tf.global_variables_initializer())
        self.net.load_pretrained(sess, self.pretrained_model)
        rate = cfg.TRAIN.LEARNING_RATE
        stepsizes = list(cfg.TRAIN.STEPSIZE)
        next_stepsize = stepsizes.pop(0)
        timer = Timer()
        step = 1
        while step < max_iters + 1:
            if step == next_stepsize + 1:
                self.snapshot(sess, step)
                rate *= cfg.TRAIN.GAMMA
                sess.run(tf.assign(lr, rate))
                next_stepsize = stepsizes.pop(0) if stepsizes else max_iters + 1
            timer.tic()
            blobs = self.data_layer.forward()
            total_loss, _ = self.net.train_step(sess, blobs, train_op)
            timer.toc()
            if step % cfg.TRAIN.DISPLAY == 0:
                print(f"iter {step}/{max_iters}: loss {total_loss:.4f}, lr {rate:.6f}, {timer.average_time:.3f}s/iter")
            step += 1
        return self.snapshot(sess, step - 1)

    def train_model_group(self, sess, max_iters):
        lr, train_op = self.construct_graph(sess)
        sess.run(tf.global_variables_initializer())
        self.net.load_pretrained(sess, self.pretrained_model)
        rate = cfg.TRAIN.LEARNING_RATE
        group_layers = {group: RoIDataLayer(self.roidb, self.imdb.num_classes) for group in ("M1", "M2", "M3")}
        step = 1
        while step < max_iters + 1:
            if step in cfg.TRAIN.STEPSIZE:
                self.snapshot(sess, step)
                rate *= cfg.TRAIN.GAMMA
                sess.run(lr.assign(rate))
            losses = []
            for group, layer in group_layers.items():
                blobs = layer.forward()
                group_loss, _ = self.net.train_step_group(sess, blobs, train_op, group)
                losses.append(group_loss)
            if step % cfg.TRAIN.DISPLAY == 0:
                print(f"iter {step}/{max_iters}: mean group loss {np.mean(losses):.4f}")
            step += 1
        return self.snapshot(sess, step - 1)
