import numpy as np
from tensorflow import keras


class Generator(keras.Model):
    def __init__(self, random_noise_size=100):
        super().__init__(name="generator")
        self.input_layer = keras.layers.Dense(units=random_noise_size)
        self.dense_1 = keras.layers.Dense(units=128)
        self.leaky_1 = keras.layers.LeakyReLU(alpha=0.01)
        self.dense_2 = keras.layers.Dense(units=256)
        self.leaky_2 = keras.layers.LeakyReLU(alpha=0.01)
        self.output_layer = keras.layers.Dense(units=784, activation="tanh")

    def call(self, input_tensor):
        x = self.input_layer(input_tensor)
        x = self.leaky_1(self.dense_1(x))
        x = self.leaky_2(self.dense_2(x))
        return self.output_layer(x)

    def generate_noise(self, batch_size, random_noise_size):
        return np.random.uniform(-1, 1, size=(batch_size, random_noise_size))


class Discriminator(keras.Model):
    def __init__(self):
        super().__init__(name="discriminator")
        self.dense_1 = keras.layers.Dense(units=256, activation="relu")
        self.dense_2 = keras.layers.Dense(units=64, activation="relu")
        self.logits = keras.layers.Dense(units=1)

    def call(self, input_tensor):
        return self.logits(self.dense_2(self.dense_1(input_tensor)))
