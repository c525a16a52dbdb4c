import tensorflow as tf


class WideMLP(tf.keras.Model):

    def __init__(self, n_classes=10):
        super().__init__()
        self.dense1 = tf.keras.layers.Dense(1000, activation=tf.nn.relu)
        self.dense2 = tf.keras.layers.Dense(4000, activation=tf.nn.relu)
        self.dense3 = tf.keras.layers.Dense(4000, activation=tf.nn.relu)
        self.dense4 = tf.keras.layers.Dense(n_classes, activation=tf.nn.softmax)

    def call(self, inputs):
        x = self.dense1(inputs)
        x = self.dense2(x)
        x = self.dense3(x)
        return self.dense4(x)
