import tensorflow as tf


class RDB(tf.keras.layers.Layer):
    """Residual Dense Block."""

    def __init__(self, out_features=32, bias=True, **kwargs):
        super().__init__(**kwargs)
        self.out_features = out_features
        self.bias = bias
        self.lrelu = tf.keras.layers.LeakyReLU(alpha=0.2)

    @tf.function
    def call(self, x):
        features = [x]
        for _ in range(4):
            conv = tf.keras.layers.Conv2D(self.out_features, kernel_size=[3, 3],
                                          strides=[1, 1], padding="same",
                                          use_bias=self.bias)
            features.append(self.lrelu(conv(tf.concat(features, -1))))
        last = tf.keras.layers.Conv2D(x.shape[-1], kernel_size=[3, 3], padding="same")
        return x + 0.2 * last(tf.concat(features, -1))


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
