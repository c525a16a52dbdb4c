# source: https://github.com/tensorflow/tensorflow/issues/105654
# symptom: ValueError: tf.function only supports singleton tf.Variables created on the first call, when the model runs under a compiled (jit_compile) function; eagerly the same call() silently makes a new variable per forward pass
# expect: TFM002 14
# note: the variable is created in call(), which Keras runs every step
import tensorflow as tf


class FeatureModel(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.dense = tf.keras.layers.Dense(1)

    def call(self, inputs):
        bias = tf.Variable(tf.zeros([8]), trainable=True, name="feature_bias")
        return self.dense(inputs + bias)


model = FeatureModel()
model.compile(optimizer="adam", loss="mse", jit_compile=True)
features = tf.random.normal([1024, 8])
labels = tf.random.normal([1024, 1])
model.fit(features, labels, batch_size=32, epochs=5)
