# source: https://github.com/tensorflow/tensorflow/issues/29492
# note: the answer in the thread: create each BottleneckLayer once in the model's __init__ (one per block) and only call them in call(); weights are tracked and trained
from tensorflow.keras import Model, layers


class BottleneckLayer(layers.Layer):
    def __init__(self, growth_rate):
        super().__init__()
        self.conv1 = layers.Conv2D(4 * growth_rate, 1, padding="same")
        self.conv2 = layers.Conv2D(growth_rate, 3, padding="same")
        self.bn = layers.BatchNormalization()
        self.relu = layers.ReLU()
        self.concat = layers.Concatenate()

    def call(self, x, training=False):
        y = self.bn(self.relu(self.conv1(x)), training=training)
        return self.concat([x, self.conv2(y)])


class DenseNet(Model):
    def __init__(self, growth_rate=12, depth=4, n_classes=10):
        super().__init__()
        self.stem = layers.Conv2D(2 * growth_rate, 3, padding="same")
        self.blocks = [BottleneckLayer(growth_rate) for _ in range(depth)]
        self.pool = layers.GlobalAveragePooling2D()
        self.head = layers.Dense(n_classes)

    def call(self, x, training=False):
        x = self.stem(x)
        for block in self.blocks:
            x = block(x, training=training)
        return self.head(self.pool(x))
