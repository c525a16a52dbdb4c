import numpy as np
import tensorflow as tf

from crnn.layers import conv2d

CHARSET = "0123456789abcdefghijklmnopqrstuvwxyz"


def recognize(image, weights_path="model/shadownet.ckpt"):
    inputdata = tf.placeholder(tf.float32, [1, 32, 100, 3], name="input")
    net = conv2d(inputdata, 64, 3, "conv1")
    net = tf.nn.max_pool(net, [1, 2, 2, 1], [1, 2, 2, 1], "VALID")
    net = conv2d(net, len(CHARSET), 3, "conv2")
    logits = tf.reduce_mean(net, axis=1)
    saver = tf.train.Saver()
    with tf.Session() as sess:
        saver.restore(sess, weights_path)
        scores = sess.run(logits, feed_dict={inputdata: image[None]})
    return "".join(CHARSET[i] for i in np.argmax(scores[0], axis=-1))
