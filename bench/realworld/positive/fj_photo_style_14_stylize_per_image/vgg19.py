import numpy as np
import tensorflow as tf

VGG_MEAN = np.array([103.939, 116.779, 123.68], dtype=np.float32)
LAYERS = [
    ("conv1_1", 64), ("conv1_2", 64), "pool1",
    ("conv2_1", 128), ("conv2_2", 128), "pool2",
    ("conv3_1", 256), ("conv3_2", 256), ("conv3_3", 256), ("conv3_4", 256), "pool3",
    ("conv4_1", 512), ("conv4_2", 512),
]


class Vgg19(object):
    def __init__(self, npy_path):
        self.weights = np.load(npy_path, encoding="latin1", allow_pickle=True).item()

    def build(self, rgb):
        bgr = tf.reverse(rgb, axis=[-1]) - VGG_MEAN
        x, feats = bgr, {}
        for spec in LAYERS:
            if spec in ("pool1", "pool2", "pool3"):
                x = tf.nn.avg_pool(x, [1, 2, 2, 1], [1, 2, 2, 1], "SAME")
                continue
            name, _ = spec
            kernel, bias = self.weights[name]
            x = tf.nn.relu(tf.nn.conv2d(x, tf.constant(kernel), [1, 1, 1, 1], "SAME") + tf.constant(bias))
            feats[name] = x
        return feats
