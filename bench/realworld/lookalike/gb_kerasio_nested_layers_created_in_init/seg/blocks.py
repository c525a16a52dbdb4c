"""Residual down-sampling block used by the encoder."""
import tensorflow as tf
from tensorflow.keras import layers


class ResidualDown(layers.Layer):
    def __init__(self, filters, stride=2, **kwargs):
        super().__init__(**kwargs)
        self.filters = filters
        self.stride = stride
        self.conv_a = layers.Conv2D(filters, 3, strides=stride, padding="same", use_bias=False)
        self.bn_a = layers.BatchNormalization()
        self.conv_b = layers.Conv2D(filters, 3, padding="same", use_bias=False)
        self.bn_b = layers.BatchNormalization()
        self.project = None

    def build(self, input_shape):
        if input_shape[-1] != self.filters or self.stride != 1:
            self.project = layers.Conv2D(self.filters, 1, strides=self.stride, padding="same")
        super().build(input_shape)

    def call(self, inputs, training=None):
        x = tf.nn.relu(self.bn_a(self.conv_a(inputs), training=training))
        x = self.bn_b(self.conv_b(x), training=training)
        shortcut = self.project(inputs) if self.project is not None else inputs
        return tf.nn.relu(x + shortcut)

    def get_config(self):
        return {**super().get_config(), "filters": self.filters, "stride": self.stride}
