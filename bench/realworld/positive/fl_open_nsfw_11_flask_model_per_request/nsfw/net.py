import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


class ResNet50Nsfw:
    def __init__(self, weights_path):
        self.weights = np.load(weights_path, allow_pickle=True, encoding="latin1").item()

    def _conv(self, name, x, filters, kernel, stride=1):
        with tf.variable_scope(name):
            w = tf.get_variable("kernel", [kernel, kernel, int(x.shape[-1]), filters],
                                initializer=tf.constant_initializer(self.weights[name]["weights"]))
            b = tf.get_variable("bias", [filters], initializer=tf.constant_initializer(self.weights[name]["biases"]))
        return tf.nn.bias_add(tf.nn.conv2d(x, w, [1, stride, stride, 1], padding="SAME"), b)

    def build(self, image_bytes):
        image = tf.image.decode_jpeg(image_bytes, channels=3)
        image = tf.image.resize(tf.cast(image, tf.float32), (224, 224))[tf.newaxis] - 117.0
        x = tf.nn.relu(self._conv("conv_1", image, 64, 7, stride=2))
        x = tf.nn.max_pool2d(x, 3, 2, "SAME")
        for i, filters in enumerate((128, 256, 512, 1024)):
            x = tf.nn.relu(self._conv("stage_%d" % i, x, filters, 3, stride=2))
        x = tf.reduce_mean(x, axis=[1, 2])
        with tf.variable_scope("fc_nsfw"):
            w = tf.get_variable("weights", [1024, 2], initializer=tf.constant_initializer(self.weights["fc_nsfw"]["weights"]))
            b = tf.get_variable("biases", [2], initializer=tf.constant_initializer(self.weights["fc_nsfw"]["biases"]))
        return tf.nn.softmax(tf.matmul(x, w) + b)
