# source: https://github.com/keras-team/keras/issues/11736
# symptom: a Dense layer used inside a custom layer is never trained: its weights exist (tf.trainable_variables lists them) but Keras does not update them
# expect: TFM014 19
# note: the custom layer instantiates the Dense it wraps inside call(), so every call (and every trace) makes a new, untracked layer
import numpy as np
from keras.layers import Dense, Input, Layer
from keras.models import Model


class ScaledProjection(Layer):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.units = units

    def build(self, input_shape):
        self.scale = self.add_weight(name="scale", shape=(self.units,), initializer="ones")

    def call(self, inputs):
        projected = Dense(self.units)(inputs)
        return projected * self.scale


inp = Input((32,))
out = Dense(1)(ScaledProjection(16)(inp))
model = Model(inp, out)
model.compile(optimizer="adam", loss="mse")
model.fit(np.random.rand(256, 32), np.random.rand(256, 1), epochs=3)
