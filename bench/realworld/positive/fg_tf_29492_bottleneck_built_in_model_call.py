# source: https://github.com/tensorflow/tensorflow/issues/29492
# symptom: the author reports the DenseNet only "works" when the custom bottleneck layers are instantiated inside the model's call(); each call then creates fresh layers with fresh weights, so nothing is trained and the weights are not tracked
# expect: TFM014 34
# note: keeps the variant the author settled on: BottleneckLayer instances constructed in DenseNet.call for every block, on every forward pass
from tensorflow.keras import Model, layers


class BottleneckLayer(layers.Layer):
    def __init__(self, growth_rate):
        super().__init__()
        self.conv1 = layers.Conv2D(4 * growth_rate, 1, padding="same")
        self.conv2 = layers.Conv2D(growth_rate, 3, padding="same")
        self.bn = layers.BatchNormalization()
        self.concat = layers.Concatenate()

    def call(self, x, training=False):
        y = self.bn(layers.ReLU()(self.conv1(x)), training=training)
        y = self.conv2(y)
        return self.concat([x, y])


class DenseNet(Model):
    def __init__(self, growth_rate=12, depth=4, n_classes=10):
        super().__init__()
        self.growth_rate = growth_rate
        self.depth = depth
        self.stem = layers.Conv2D(2 * growth_rate, 3, padding="same")
        self.pool = layers.GlobalAveragePooling2D()
        self.head = layers.Dense(n_classes)

    def call(self, x, training=False):
        x = self.stem(x)
        for _ in range(self.depth):
            x = BottleneckLayer(self.growth_rate)(x, training=training)
        return self.head(self.pool(x))


model = DenseNet()
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
