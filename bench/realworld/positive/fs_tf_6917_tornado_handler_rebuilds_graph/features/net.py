import tensorflow as tf

slim = tf.contrib.slim


def embedding_net(images, embedding_size=128, is_training=False):
    with tf.variable_scope("FeatureNet", reuse=tf.AUTO_REUSE):
        net = slim.conv2d(images, 32, [3, 3], stride=2, scope="conv1")
        net = slim.conv2d(net, 64, [3, 3], stride=2, scope="conv2")
        net = slim.max_pool2d(net, [2, 2], scope="pool2")
        net = slim.conv2d(net, 128, [3, 3], scope="conv3")
        net = tf.reduce_mean(net, axis=[1, 2])
        net = slim.fully_connected(net, embedding_size, activation_fn=None, scope="embedding")
        return tf.nn.l2_normalize(net, axis=1)
