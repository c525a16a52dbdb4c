import tensorflow as tf


class ModelConfig:
    def __init__(self, X_shape=(3000, 1, 3), n_class=3, depth=5, filters_root=8):
        self.X_shape = list(X_shape)
        self.n_class = n_class
        self.depth = depth
        self.filters_root = filters_root


class UNet:
    def __init__(self, config, input_batch, mode="pred"):
        self.config = config
        net = input_batch
        skips = []
        filters = config.filters_root
        for _ in range(config.depth):
            net = tf.compat.v1.layers.conv2d(net, filters, (7, 1), padding="same", activation=tf.nn.relu)
            skips.append(net)
            net = tf.compat.v1.layers.conv2d(net, filters, (7, 1), strides=(4, 1), padding="same", activation=tf.nn.relu)
            filters *= 2
        for skip in reversed(skips):
            filters //= 2
            net = tf.compat.v1.layers.conv2d_transpose(net, filters, (7, 1), strides=(4, 1), padding="same")
            net = tf.concat([net[:, :skip.shape[1]], skip], axis=-1)
        logits = tf.compat.v1.layers.conv2d(net, config.n_class, (1, 1))
        self.preds = tf.nn.softmax(logits)
