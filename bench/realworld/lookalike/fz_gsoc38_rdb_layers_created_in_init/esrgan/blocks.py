import tensorflow as tf


class RDB(tf.keras.layers.Layer):
    """Residual Dense Block; all sub-layers are created once, in __init__/build."""

    def __init__(self, out_features=32, bias=True, **kwargs):
        super().__init__(**kwargs)
        self.out_features = out_features
        self.bias = bias
        self.lrelu = tf.keras.layers.LeakyReLU(alpha=0.2)
        self.convs = [self._create_conv2d() for _ in range(4)]
        self.last = None

    def _create_conv2d(self):
        return tf.keras.layers.Conv2D(self.out_features, kernel_size=[3, 3],
                                      strides=[1, 1], padding="same", use_bias=self.bias)

    def build(self, input_shape):
        self.last = tf.keras.layers.Conv2D(input_shape[-1], kernel_size=[3, 3], padding="same")
        super().build(input_shape)

    def call(self, x):
        features = [x]
        for conv in self.convs:
            features.append(self.lrelu(conv(tf.concat(features, -1))))
        return x + 0.2 * self.last(tf.concat(features, -1))


class RRDBNet(tf.keras.Model):

    def __init__(self, channels=64, blocks=8):
        super().__init__()
        self.head = tf.keras.layers.Conv2D(channels, 3, padding="same")
        self.body = [RDB(32) for _ in range(blocks)]
        self.upsample = tf.keras.layers.UpSampling2D(4)
        self.tail = tf.keras.layers.Conv2D(3, 3, padding="same")

    def call(self, x):
        h = self.head(x)
        skip = h
        for block in self.body:
            h = block(h)
        return self.tail(self.upsample(h + skip))
