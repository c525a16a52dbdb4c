import numpy as np
import tensorflow.compat.v1 as tf


def default_params(model_name, image_size):
    return {"name": model_name, "image_size": image_size, "data_format": "channels_last",
            "num_classes": 90, "width": 160, "num_anchors": 9}


def conv_bn(x, filters, kernel, stride, name, training=False):
    with tf.variable_scope(name):
        kernel_var = tf.get_variable("kernel", [kernel, kernel, x.shape[-1], filters],
                                     initializer=tf.variance_scaling_initializer())
        y = tf.nn.conv2d(x, kernel_var, strides=[1, stride, stride, 1], padding="SAME")
        y = tf.layers.batch_normalization(y, training=training)
        return tf.nn.swish(y)


def build_model(images, params):
    with tf.variable_scope(params["name"].replace("efficientdet", "efficientnet")):
        x = conv_bn(images, 40, 3, 2, "stem/conv2d")
        feats = []
        for i, filters in enumerate([48, 96, 136, 232, 384]):
            x = conv_bn(x, filters, 3, 2, "block_%d" % i)
            feats.append(x)
    cls, box = [], []
    with tf.variable_scope("head"):
        for level, f in enumerate(feats[-3:]):
            cls.append(conv_bn(f, params["num_anchors"] * params["num_classes"], 3, 1, "cls_%d" % level))
            box.append(conv_bn(f, params["num_anchors"] * 4, 3, 1, "box_%d" % level))
    return cls, box


def postprocess_numpy(cls, box, scales, params, thresh=0.4):
    scores = [1.0 / (1.0 + np.exp(-c.reshape(-1, params["num_classes"]))) for c in cls]
    boxes = [b.reshape(-1, 4) for b in box]
    scores, boxes = np.concatenate(scores), np.concatenate(boxes)
    keep = scores.max(axis=1) > thresh
    return np.hstack([boxes[keep] * scales[0], scores[keep].max(axis=1, keepdims=True)])
