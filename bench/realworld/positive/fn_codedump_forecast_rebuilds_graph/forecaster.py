import numpy as np
import tensorflow as tf

CHECKPOINT = "checkpoints/forecast.ckpt"
N_IN, N_HIDDEN, N_OUT = 24, 64, 6


class MyModelUser(object):
    def __init__(self):
        self.sess = tf.Session()

    def forecast(self, window):
        # build the model the same way as in the training code
        x = tf.placeholder(tf.float32, [None, N_IN], name="window")
        with tf.variable_scope("weight_def", reuse=tf.AUTO_REUSE):
            w1 = tf.get_variable("weights", [N_IN, N_HIDDEN])
            w2 = tf.get_variable("weights_out", [N_HIDDEN, N_OUT])
        hidden = tf.nn.relu(tf.matmul(x, w1))
        pred = tf.matmul(hidden, w2)
        # load the model checkpoint
        saver = tf.train.Saver()
        saver.restore(self.sess, CHECKPOINT)
        # call the "predict" function on the model
        out = self.sess.run(pred, feed_dict={x: window[np.newaxis]})
        return np.clip(out[0], 0.0, None)
