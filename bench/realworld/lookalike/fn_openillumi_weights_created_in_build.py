# source: https://openillumi.com/?p=81413
# note: the pattern the article recommends: the custom layer creates its weights in build() with add_weight, and Keras's Layer.__call__ runs build() only once (self.built); call() only uses the existing weights, so nothing stateful is created per forward pass or per trace
import numpy as np
import tensorflow as tf


class ScaledDense(tf.keras.layers.Layer):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.units = units

    def build(self, input_shape):
        self.kernel = self.add_weight(name="kernel", shape=(int(input_shape[-1]), self.units),
                                      initializer="glorot_uniform", trainable=True)
        self.bias = self.add_weight(name="bias", shape=(self.units,), initializer="zeros", trainable=True)
        self.scale = self.add_weight(name="scale", shape=(), initializer="ones", trainable=True)
        super().build(input_shape)

    def call(self, inputs):
        return self.scale * (tf.matmul(inputs, self.kernel) + self.bias)


inp = tf.keras.Input(shape=(64,))
h = tf.keras.layers.Dense(64, activation="relu")(inp)
h = ScaledDense(32)(h)
out = tf.keras.layers.Dense(1)(h)
model = tf.keras.Model(inp, out)
model.compile(optimizer="adam", loss="mse")

x = np.random.rand(4096, 64).astype("float32")
y = x.sum(axis=1, keepdims=True)
model.fit(x, y, batch_size=64, epochs=10)
