# source: https://github.com/calmiLovesAI/Basic_CNNs_TensorFlow2/issues/13
# symptom: ValueError: tf.function-decorated function tried to create variables on non-first call (during model.fit with a ModelCheckpoint callback)
# expect: TFM014 28
# note: DenseBlock builds a new BottleNeck layer inside a helper called from call(), so every trace of the Keras train/test function creates new weights; layers come from a star import
import tensorflow as tf
from tensorflow.keras.layers import *


class BottleNeck(Layer):
    def __init__(self, growth_rate, drop_rate):
        super().__init__()
        self.bn1, self.conv1 = BatchNormalization(), Conv2D(4 * growth_rate, 1, padding="same")
        self.bn2, self.conv2 = BatchNormalization(), Conv2D(growth_rate, 3, padding="same")
        self.dropout = Dropout(drop_rate)

    def call(self, inputs, training=None):
        x = self.conv1(tf.nn.relu(self.bn1(inputs, training=training)))
        x = self.conv2(tf.nn.relu(self.bn2(x, training=training)))
        return self.dropout(x, training=training)


class DenseBlock(Layer):
    def __init__(self, num_layers, growth_rate, drop_rate):
        super().__init__()
        self.num_layers, self.growth_rate, self.drop_rate = num_layers, growth_rate, drop_rate

    def _make_layer(self, x, training):
        y = BottleNeck(growth_rate=self.growth_rate, drop_rate=self.drop_rate)(x, training=training)
        return tf.concat([x, y], axis=-1)

    def call(self, inputs, training=None):
        x = inputs
        for _ in range(self.num_layers):
            x = self._make_layer(x, training)
        return x


class DenseNet(tf.keras.Model):
    def __init__(self, block_sizes=(6, 12, 24), growth_rate=32, num_classes=10):
        super().__init__()
        self.stem = Conv2D(64, 3, padding="same")
        self.blocks = [DenseBlock(n, growth_rate, 0.2) for n in block_sizes]
        self.pool, self.head = GlobalAveragePooling2D(), Dense(num_classes)

    def call(self, inputs, training=None):
        x = self.stem(inputs)
        for block in self.blocks:
            x = block(x, training=training)
        return self.head(self.pool(x))


(x_train, y_train), (x_val, y_val) = tf.keras.datasets.cifar10.load_data()
model = DenseNet()
model.compile(optimizer="adam", loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x_train / 255.0, y_train, validation_data=(x_val / 255.0, y_val), epochs=30,
          callbacks=[tf.keras.callbacks.ModelCheckpoint("densenet.h5", save_best_only=True)])
