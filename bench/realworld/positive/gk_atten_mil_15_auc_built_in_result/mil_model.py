import numpy as np
import tensorflow as tf
from tensorflow.keras import layers


def build_attention_mil(input_shape=(27, 27, 3)):
    inp = layers.Input(shape=input_shape)
    x = layers.Conv2D(36, 4, activation="relu")(inp)
    x = layers.MaxPooling2D()(x)
    x = layers.Flatten()(x)
    h = layers.Dense(512, activation="relu")(x)
    a = layers.Dense(128, activation="tanh")(h)
    a = layers.Dense(1)(a)
    a = layers.Softmax(axis=0)(a)
    pooled = layers.Lambda(lambda t: tf.reduce_sum(t[0] * t[1], axis=0, keepdims=True))([a, h])
    out = layers.Dense(1, activation="sigmoid")(pooled)
    return tf.keras.Model(inp, out)


def load_bags(fold, n_bags=100):
    rng = np.random.default_rng(fold)
    def bags():
        for _ in range(n_bags):
            n = int(rng.integers(5, 30))
            x = rng.random((n, 27, 27, 3), dtype=np.float32)
            y = np.full((1, 1), float(rng.random() > 0.5), dtype=np.float32)
            yield x, y
    return list(bags()), list(bags())
