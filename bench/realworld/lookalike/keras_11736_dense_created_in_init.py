# source: https://github.com/keras-team/keras/issues/11736
# symptom: none: the wrapped Dense is created in __init__ and its weights are tracked and trained
# note: the fix for the report: build the inner layer once in the constructor (or build()) and only call it in call()
import numpy as np
from keras.layers import Dense, Input, Layer
from keras.models import Model


class ScaledProjection(Layer):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.dense = Dense(units)

    def build(self, input_shape):
        self.scale = self.add_weight(name="scale", shape=(self.units,), initializer="ones")

    def call(self, inputs):
        return self.dense(inputs) * self.scale


inp = Input((32,))
model = Model(inp, Dense(1)(ScaledProjection(16)(inp)))
model.compile(optimizer="adam", loss="mse")
model.fit(np.random.rand(256, 32), np.random.rand(256, 1), epochs=3)
