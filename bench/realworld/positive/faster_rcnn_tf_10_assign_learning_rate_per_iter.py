# source: https://github.com/smallcorgi/Faster-RCNN_TF/issues/10
# source: https://github.com/CharlesShang/TFFRCNN/issues/4
# symptom: training gets slower iteration by iteration (0.4 s/iter at first, about 1 s/iter after 10,000), with the GPU increasingly idle; moving the learning-rate assignment out of the loop fixed it
# expect: TFM010 27
# note: the solver's training loop sets the learning rate with a fresh tf.assign op on every iteration
import time

import tensorflow.compat.v1 as tf

tf.disable_eager_execution()

cfg_lr, GAMMA, STEPSIZE = 0.001, 0.1, 50000


class SolverWrapper:
    def __init__(self, sess, network, data_layer, output_dir):
        self.sess, self.net, self.data_layer, self.output_dir = sess, network, data_layer, output_dir
        self.saver = tf.train.Saver(max_to_keep=100)

    def train_model(self, max_iters):
        loss = self.net.build_loss()
        lr = tf.Variable(cfg_lr, trainable=False)
        train_op = tf.train.MomentumOptimizer(lr, 0.9).minimize(loss)
        self.sess.run(tf.global_variables_initializer())
        for it in range(max_iters):
            if it >= STEPSIZE:
                self.sess.run(tf.assign(lr, cfg_lr * GAMMA))
            else:
                self.sess.run(tf.assign(lr, cfg_lr))
            blobs = self.data_layer.forward()
            start = time.time()
            loss_value, _ = self.sess.run([loss, train_op], feed_dict=self.net.feed(blobs))
            if it % 10 == 0:
                print("iter %d loss %.4f (%.3fs/iter)" % (it, loss_value, time.time() - start))
            if (it + 1) % 5000 == 0:
                self.saver.save(self.sess, "%s/vgg16_iter_%d.ckpt" % (self.output_dir, it + 1))
