# source: https://github.com/calmiLovesAI/Basic_CNNs_TensorFlow2/issues/10
# symptom: model.summary() shows no parameters in any DenseBlock; the blocks create their BottleNeck layers inside call(), so the weights are never tracked and are rebuilt on every call
# expect: TFM014 32
# note: the original DenseBlock.call goes through a helper method _make_layer that constructs the BottleNeck (a Layer subclass of the module) every time it runs
import tensorflow as tf


class BottleNeck(tf.keras.layers.Layer):
    def __init__(self, growth_rate, drop_rate):
        super(BottleNeck, self).__init__()
        self.bn1 = tf.keras.layers.BatchNormalization()
        self.conv1 = tf.keras.layers.Conv2D(filters=4 * growth_rate, kernel_size=(1, 1), strides=1, padding="same")
        self.bn2 = tf.keras.layers.BatchNormalization()
        self.conv2 = tf.keras.layers.Conv2D(filters=growth_rate, kernel_size=(3, 3), strides=1, padding="same")
        self.dropout = tf.keras.layers.Dropout(rate=drop_rate)

    def call(self, inputs, training=None, **kwargs):
        x = self.conv1(tf.nn.relu(self.bn1(inputs, training=training)))
        x = self.conv2(tf.nn.relu(self.bn2(x, training=training)))
        return self.dropout(x, training=training)


class DenseBlock(tf.keras.layers.Layer):
    def __init__(self, num_layers, growth_rate, drop_rate):
        super(DenseBlock, self).__init__()
        self.num_layers = num_layers
        self.growth_rate = growth_rate
        self.drop_rate = drop_rate
        self.features_list = []

    def _make_layer(self, x, training):
        y = BottleNeck(growth_rate=self.growth_rate, drop_rate=self.drop_rate)(x, training=training)
        self.features_list.append(y)
        return tf.concat(self.features_list, axis=-1)

    def call(self, inputs, training=None, **kwargs):
        self.features_list = [inputs]
        x = inputs
        for _ in range(self.num_layers):
            x = self._make_layer(x, training=training)
        return x


class DenseNet(tf.keras.Model):
    def __init__(self, blocks=(6, 12, 24, 16), growth_rate=32, drop_rate=0.2, num_classes=10):
        super(DenseNet, self).__init__()
        self.conv = tf.keras.layers.Conv2D(2 * growth_rate, (7, 7), strides=2, padding="same")
        self.blocks = [DenseBlock(n, growth_rate, drop_rate) for n in blocks]
        self.pool = tf.keras.layers.GlobalAveragePooling2D()
        self.fc = tf.keras.layers.Dense(num_classes, activation=tf.keras.activations.softmax)

    def call(self, inputs, training=None, mask=None):
        x = self.conv(inputs)
        for block in self.blocks:
            x = block(x, training=training)
        return self.fc(self.pool(x))


if __name__ == "__main__":
    model = DenseNet()
    model.build(input_shape=(None, 32, 32, 3))
    model.summary()
    (x, y), _ = tf.keras.datasets.cifar10.load_data()
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    model.fit(x / 255.0, y, epochs=5, batch_size=64)
