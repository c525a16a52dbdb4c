"""Spatio-temporal classifier for (height, width, time) grids."""
import tensorflow as tf
from tensorflow.keras import layers


class GridSeqNet(tf.keras.Model):
    def __init__(self, n_classes, filters=16, lstm_units=64):
        super().__init__()
        self.conv = layers.TimeDistributed(layers.Conv2D(filters, 3, activation="relu", padding="same"))
        self.bn = layers.TimeDistributed(layers.BatchNormalization())
        self.flat = layers.TimeDistributed(layers.Flatten())
        self.lstm = layers.LSTM(lstm_units)
        self.drop = layers.Dropout(0.3)
        self.out = layers.Dense(n_classes, activation="softmax")

    def call(self, x, training=False):
        # x: (batch, height, width, time, 1) -> (batch, time, height, width, 1)
        x = tf.transpose(x, [0, 3, 1, 2, 4])
        x = self.conv(x)
        x = self.bn(x, training=training)
        x = self.flat(x)
        x = self.lstm(x)
        x = self.drop(x, training=training)
        return self.out(x)
