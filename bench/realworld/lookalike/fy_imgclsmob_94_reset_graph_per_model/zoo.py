import tensorflow.compat.v1 as tf


def _conv_block(x, filters, stride, name, training):
    x = tf.layers.conv2d(x, filters, 3, strides=stride, padding="same", use_bias=False, name=name + "/conv")
    x = tf.layers.batch_normalization(x, training=training, name=name + "/bn")
    return tf.nn.relu(x)


def zfnet(x, training=False, classes=1000):
    x = _conv_block(x, 96, 2, "stage1", training)
    x = tf.layers.max_pooling2d(x, 3, 2, padding="same")
    x = _conv_block(x, 256, 2, "stage2", training)
    x = tf.layers.max_pooling2d(x, 3, 2, padding="same")
    x = _conv_block(x, 384, 1, "stage3", training)
    x = tf.reduce_mean(x, axis=[1, 2])
    return tf.layers.dense(x, classes, name="fc")


def zfnetb(x, training=False, classes=1000):
    x = _conv_block(x, 96, 2, "stage1", training)
    x = _conv_block(x, 512, 2, "stage2", training)
    x = tf.reduce_mean(x, axis=[1, 2])
    return tf.layers.dense(x, classes, name="fc")


MODELS = {"zfnet": zfnet, "zfnetb": zfnetb}
