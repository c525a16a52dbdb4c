import tensorflow as tf


class ClassicCnn(tf.keras.Model):
    def __init__(self, filters, kernels, strides, activation="relu"):
        super().__init__()
        self.convs = [
            tf.keras.layers.Conv2D(f, k, strides=s, activation=activation)
            for f, k, s in zip(filters, kernels, strides)
        ]
        self.flatten = tf.keras.layers.Flatten()

    @tf.function
    def call(self, inputs):
        x = tf.cast(inputs, tf.float32) / 255.0
        for conv in self.convs:
            x = conv(x)
        return self.flatten(x)


class DuelingHead(tf.keras.Model):
    def __init__(self, units, n_actions):
        super().__init__()
        self.value = tf.keras.Sequential([tf.keras.layers.Dense(units, activation="relu"), tf.keras.layers.Dense(1)])
        self.advantage = tf.keras.Sequential([tf.keras.layers.Dense(units, activation="relu"), tf.keras.layers.Dense(n_actions)])

    def call(self, features):
        adv = self.advantage(features)
        return self.value(features) + adv - tf.reduce_mean(adv, axis=-1, keepdims=True)
