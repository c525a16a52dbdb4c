# source: https://github.com/tensorflow/tensorflow/issues/32729
# symptom: training an n-step TD agent with a custom NoisyDense layer fails with "ValueError: Variable <tf.Variable 'basic_nstepTD_1/noisy_dense/bias:0'> has `None` for gradient"; the answer points out that the layer's weights belong in build(), not in call()
# expect: TFM002 24
# note: star-import snippet as pasted in a notebook; the noisy bias is created as a tf.Variable inside call(), which Keras traces into its train function on every batch, so a new variable is created per trace and the optimizer sees one with no gradient
import tensorflow as tf
from tensorflow.keras.layers import *
from tensorflow.keras.models import *


class NoisyDense(Layer):
    def __init__(self, units, sigma0=0.5, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.sigma0 = sigma0

    def build(self, input_shape):
        n_in = int(input_shape[-1])
        self.mu_w = self.add_weight(name="mu_w", shape=(n_in, self.units), initializer="glorot_uniform")
        self.sigma_w = self.add_weight(name="sigma_w", shape=(n_in, self.units),
                                       initializer=tf.constant_initializer(self.sigma0 / n_in ** 0.5))

    def call(self, inputs):
        eps = tf.random.normal(tf.shape(self.mu_w))
        self.bias = tf.Variable(tf.zeros([self.units]), name="bias")
        return tf.matmul(inputs, self.mu_w + self.sigma_w * eps) + self.bias


inputs = Input(shape=(8,))
x = Dense(64, activation="relu")(inputs)
q_values = NoisyDense(3)(x)
model = Model(inputs, q_values, name="basic_nstepTD")
model.compile(optimizer="adam", loss="mse")

states = tf.random.normal([512, 8])
targets = tf.random.normal([512, 3])
model.fit(states, targets, batch_size=32, epochs=5)
