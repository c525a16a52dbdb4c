import tensorflow as tf
import tensorflow.contrib.slim as slim


def feature_extractor(x, train=True, trainable=True):
    with tf.variable_scope("feature_extractor"):
        net = {}
        net["conv1_1"] = slim.conv2d(x, 16, stride=2, scope="conv1_1")
        net["conv1_2"] = slim.conv2d(net["conv1_1"], 16, stride=1, scope="conv1_2")
        net["conv2_1"] = slim.conv2d(net["conv1_2"], 32, stride=2, scope="conv2_1")
        net["conv2_2"] = slim.conv2d(net["conv2_1"], 32, stride=1, scope="conv2_2")
    return net


def flow_estimator(feature_1, feature_2):
    with tf.variable_scope("flow_estimator"):
        x = tf.concat([feature_1, feature_2], axis=-1)
        x = slim.conv2d(x, 64, scope="conv1")
        return slim.conv2d(x, 2, activation_fn=None, scope="flow")


def pyramid_processing(img1, img2):
    f1 = feature_extractor(img1)
    with tf.variable_scope(tf.get_variable_scope(), reuse=True):
        f2 = feature_extractor(img2)
    flow = flow_estimator(f1["conv2_2"], f2["conv2_2"])
    return tf.image.resize_bilinear(flow, tf.shape(img1)[1:3]) * 4.0
