# source: https://github.com/ruiqigao/Multigrid_learning/issues/1
# symptom: question why build_Q uses tf.Variable instead of tf.get_variable, since tf.Variable creates a new Variable every time build_Q is called regardless of the scope
# note: correct: build_Q is called once per scale while the model is constructed in __init__, each fixed resampling matrix is stored under its own scale key, and the training loop only runs prebuilt tensors
import numpy as np
import tensorflow as tf

from ops import descriptor, langevin_sampling, resize_matrix


class MultiGridEBM(object):
    def __init__(self, sess, flags, scale_list=(1, 4, 16, 64)):
        self.sess, self.flags = sess, flags
        self.scale_list = list(scale_list)
        top = self.scale_list[-1]
        self.images = {top: tf.placeholder(tf.float32, [None, top, top, 3])}
        from_sz = top
        for to_sz in reversed(self.scale_list[:-1]):
            self.images[to_sz] = self.build_Q(self.images[from_sz], from_sz, to_sz)
            from_sz = to_sz
        self.build_model()

    def build_Q(self, inp, from_size, to_size):
        with tf.variable_scope("Q_%d_%d" % (from_size, to_size)):
            w = resize_matrix(from_size, to_size).astype(np.float32)
            Q = tf.Variable(w, name="Q", trainable=False)
            flat = tf.reshape(tf.transpose(inp, [0, 3, 1, 2]), [-1, from_size * from_size])
            out = tf.matmul(flat, Q, transpose_b=True)
            return tf.transpose(tf.reshape(out, [-1, 3, to_size, to_size]), [0, 2, 3, 1])

    def build_model(self):
        self.train_ops, self.samples = {}, {}
        for sz in self.scale_list[1:]:
            real = self.images[sz]
            self.samples[sz] = langevin_sampling(real, sz, self.flags)
            loss = tf.reduce_mean(descriptor(self.samples[sz], sz)) - tf.reduce_mean(descriptor(real, sz, reuse=True))
            var_list = [v for v in tf.trainable_variables() if "des%d" % sz in v.name]
            self.train_ops[sz] = tf.train.AdamOptimizer(self.flags.lr).minimize(loss, var_list=var_list)

    def train(self, data):
        self.sess.run(tf.global_variables_initializer())
        top = self.scale_list[-1]
        for epoch in range(self.flags.epoch):
            for batch in data.batches(self.flags.batch_size):
                for sz in self.scale_list[1:]:
                    self.sess.run(self.train_ops[sz], feed_dict={self.images[top]: batch})
            print("epoch %d done" % epoch)
