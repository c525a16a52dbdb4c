import numpy as np
import scipy.io
import tensorflow.compat.v1 as tf

LAYERS = ["conv1_1", "relu1_1", "conv2_1", "relu2_1", "conv3_1", "relu3_1", "conv4_1", "relu4_1",
          "conv4_2", "relu4_2", "conv5_1", "relu5_1"]


def build_vgg19(shape, weights_path):
    weights = scipy.io.loadmat(weights_path)["layers"][0]
    net = {"input": tf.Variable(np.zeros(shape, dtype=np.float32))}
    x = net["input"]
    for i, name in enumerate(LAYERS):
        if name.startswith("conv"):
            w, b = weights[i][0][0][2][0]
            x = tf.nn.conv2d(x, tf.constant(w), strides=[1, 1, 1, 1], padding="SAME") + tf.constant(b.reshape(-1))
        else:
            x = tf.nn.relu(x)
        net[name] = x
    return net


def gram(x):
    _, h, w, c = x.get_shape().as_list()
    f = tf.reshape(x, (h * w, c))
    return tf.matmul(tf.transpose(f), f) / (h * w * c)


def content_loss(sess, net, layers):
    targets = {l: sess.run(net[l]) for l in layers}
    return tf.add_n([tf.reduce_sum(tf.square(net[l] - targets[l])) for l in layers]) / len(layers)


def style_loss(sess, net, style_img, layers):
    grams = {l: gram(net[l]) for l in layers}
    sess.run(net["input"].assign(style_img))
    targets = {l: sess.run(grams[l]) for l in layers}
    return tf.add_n([tf.reduce_sum(tf.square(grams[l] - targets[l])) for l in layers])
