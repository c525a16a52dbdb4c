# source: https://openillumi.com/en/en-keras-build-call-one-time-execution
# symptom: the article explains the misconception that a custom layer's weights should be (re)created where the data flows in, in call(); doing so would recreate the weights on every forward pass instead of once (no memory figures given)
# expect: TFM014 19
# expect: TFM014 20
# expect: TFM014 21
# note: star-import snippet; the custom layer constructs its inner Dense and LayerNormalization layers inside call(), so every trace of Keras's train function builds new layers with new weights
from tensorflow.keras.layers import *
from tensorflow.keras.models import *
from tensorflow.keras.optimizers import *
import numpy as np


class ResidualBlock(Layer):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.units = units

    def call(self, inputs):
        x = Dense(self.units, activation="relu")(inputs)
        x = LayerNormalization()(x)
        return Add()([inputs, x])


inp = Input(shape=(64,))
h = Dense(64)(inp)
h = ResidualBlock(64)(h)
h = ResidualBlock(64)(h)
out = Dense(1)(h)
model = Model(inp, out)
model.compile(optimizer=Adam(1e-3), loss="mse")

x = np.random.rand(4096, 64).astype("float32")
y = x.sum(axis=1, keepdims=True)
model.fit(x, y, batch_size=64, epochs=10)
