# source: https://github.com/weichin11/Keras_ODENet/issues/2
# symptom: the Conv2D weights of the ODE block are never learnt; the block is a custom Layer that creates its Conv2D layers inside call(), so Keras does not track them and new ones are made every time the layer is traced
# expect: TFM014 19
# expect: TFM014 20
# note: snippet style with star imports, as in the thread's notebook code; the ODE right-hand side lives in a helper method called from call()
from tensorflow.keras.layers import *
from tensorflow.keras.models import *
import tensorflow as tf


class ODEBlock(Layer):
    def __init__(self, filters, kernel_size, steps=4, **kwargs):
        self.filters = filters
        self.kernel_size = kernel_size
        self.steps = steps
        super().__init__(**kwargs)

    def ode_func(self, x, t):
        y = Conv2D(self.filters, self.kernel_size, padding="same", activation="relu")(x)
        y = Conv2D(self.filters, self.kernel_size, padding="same")(y)
        return y

    def call(self, x):
        h = 1.0 / self.steps
        for k in range(self.steps):
            x = x + h * self.ode_func(x, k * h)
        return x


inp = Input((28, 28, 1))
x = Conv2D(32, 3, padding="same", activation="relu")(inp)
x = ODEBlock(32, 3)(x)
x = GlobalAveragePooling2D()(x)
out = Dense(10, activation="softmax")(x)
model = Model(inp, out)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
