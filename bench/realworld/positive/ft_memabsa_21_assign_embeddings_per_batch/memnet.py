import math

import numpy as np
import tensorflow as tf


class MemN2N(object):
    def __init__(self, config, sess):
        self.sess = sess
        self.nwords, self.edim = config.nwords, config.edim
        self.mem_size, self.batch_size = config.mem_size, config.batch_size
        self.pad_idx, self.init_std = config.pad_idx, config.init_std
        self.input = tf.placeholder(tf.int32, [self.batch_size, 1], name="input")
        self.time = tf.placeholder(tf.int32, [None, self.mem_size], name="time")
        self.target = tf.placeholder(tf.float32, [self.batch_size, 3], name="target")
        self.context = tf.placeholder(tf.int32, [self.batch_size, self.mem_size], name="context")

    def build_model(self, hops=3):
        init = tf.random_normal_initializer(stddev=self.init_std)
        self.A = tf.get_variable("A", [self.nwords, self.edim], initializer=init)
        self.T_A = tf.get_variable("T_A", [self.mem_size + 1, self.edim], initializer=init)
        self.W = tf.get_variable("W", [self.edim, 3], initializer=init)
        q = tf.reshape(tf.nn.embedding_lookup(self.A, self.input), [-1, self.edim])
        m = tf.nn.embedding_lookup(self.A, self.context) + tf.nn.embedding_lookup(self.T_A, self.time)
        for _ in range(hops):
            att = tf.nn.softmax(tf.reduce_sum(m * q[:, None, :], axis=2))
            q = q + tf.reduce_sum(m * att[:, :, None], axis=1)
        logits = tf.matmul(q, self.W)
        self.loss = tf.nn.softmax_cross_entropy_with_logits_v2(labels=self.target, logits=logits)
        self.optim = tf.train.GradientDescentOptimizer(0.01).minimize(tf.reduce_mean(self.loss))
        self.correct = tf.equal(tf.argmax(logits, 1), tf.argmax(self.target, 1))

    def train(self, data):
        source, loc, aspect, label = data
        n_batches = int(math.ceil(len(source) / float(self.batch_size)))
        order, cost = np.random.permutation(len(source)), 0.0
        for idx in range(n_batches):
            emb_a = self.A.eval()
            emb_a[self.pad_idx, :] = 0
            emb_ta = self.T_A.eval()
            emb_ta[self.mem_size, :] = 0
            self.sess.run(self.A.assign(emb_a))
            self.sess.run(self.T_A.assign(emb_ta))
            rows = order[idx * self.batch_size:(idx + 1) * self.batch_size]
            feed = self.make_feed(source, loc, aspect, label, rows)
            _, loss = self.sess.run([self.optim, self.loss], feed_dict=feed)
            cost += np.sum(loss)
        return cost / max(1, len(source))

    def make_feed(self, source, loc, aspect, label, rows):
        x = np.zeros([self.batch_size, 1]); target = np.zeros([self.batch_size, 3])
        time = np.full([self.batch_size, self.mem_size], self.mem_size)
        ctx = np.full([self.batch_size, self.mem_size], self.pad_idx)
        for b, r in enumerate(rows):
            x[b, 0], target[b, label[r]] = aspect[r], 1
            time[b, :len(loc[r])], ctx[b, :len(source[r])] = loc[r], source[r]
        return {self.input: x, self.target: target, self.time: time, self.context: ctx}
