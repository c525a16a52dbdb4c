# source: https://github.com/gigi-igig/Fashion-MNIST-gan/blob/HEAD/models/resnet.py
# note: look-alike: a residual block used by a Keras model trained with fit(); every Conv2D/BatchNormalization/ReLU is created once in __init__ and call() only applies them, so tracing the train step builds no new layers
import tensorflow as tf
from tensorflow.keras import layers


class ResidualBlock(tf.keras.layers.Layer):
    def __init__(self, filters, kernel_size=3):
        super().__init__()
        self.conv1 = layers.Conv2D(filters, kernel_size, padding="same", use_bias=False)
        self.bn1 = layers.BatchNormalization()
        self.relu = layers.ReLU()
        self.conv2 = layers.Conv2D(filters, kernel_size, padding="same", use_bias=False)
        self.bn2 = layers.BatchNormalization()

    def call(self, inputs, training=False):
        x = self.relu(self.bn1(self.conv1(inputs), training=training))
        x = self.bn2(self.conv2(x), training=training)
        return self.relu(x + inputs)


def fashion_classifier():
    inputs = tf.keras.Input((28, 28, 1))
    x = layers.Conv2D(64, 3, padding="same")(inputs)
    for _ in range(3):
        x = ResidualBlock(64)(x)
    x = layers.GlobalAveragePooling2D()(x)
    return tf.keras.Model(inputs, layers.Dense(10, activation="softmax")(x))


(x_train, y_train), _ = tf.keras.datasets.fashion_mnist.load_data()
model = fashion_classifier()
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x_train[..., None] / 255.0, y_train, epochs=5, batch_size=128)
