import numpy as np
import tensorflow as tf

from transform_net import TransformNet


class Stylizer:
    def __init__(self, weights_path):
        self.net = TransformNet()
        self.net(tf.zeros([1, 256, 256, 3]))
        self.net.load_weights(weights_path)

    @staticmethod
    def load_image(path, max_dim=None):
        img = tf.image.decode_image(tf.io.read_file(path), channels=3, expand_animations=False)
        if max_dim:
            img = tf.image.resize(img, [max_dim, max_dim], preserve_aspect_ratio=True)
        return tf.cast(img, tf.float32)[tf.newaxis, ...]

    @tf.function
    def stylize(self, image):
        out = self.net(image, training=False)
        return tf.clip_by_value(out, 0.0, 255.0)

    def run(self, path, max_dim=None):
        image = self.load_image(path, max_dim)
        return np.uint8(self.stylize(image)[0].numpy())
