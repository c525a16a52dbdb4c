import random

import tensorflow as tf
from tensorflow import keras

FILTERS = [4, 8, 16, 32]
KERNELS = [3, 5]


def sample_architecture(rng: random.Random):
    depth = rng.randint(1, 4)
    return [(rng.choice(FILTERS), rng.choice(KERNELS)) for _ in range(depth)]


def build_candidate(arch, input_shape=(32, 32, 1), num_classes=10):
    inputs = keras.Input(shape=input_shape)
    x = inputs
    for filters, kernel in arch:
        x = keras.layers.Conv2D(filters, kernel, padding="same", activation="relu")(x)
        x = keras.layers.MaxPooling2D()(x)
    x = keras.layers.GlobalAveragePooling2D()(x)
    outputs = keras.layers.Dense(num_classes, activation="softmax")(x)
    return keras.Model(inputs, outputs)


def model_size(model: tf.keras.Model) -> int:
    return sum(int(tf.size(w)) for w in model.trainable_weights)
