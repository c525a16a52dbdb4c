"""Shared feature extractor used by every task head."""
from tensorflow import keras
from tensorflow.keras import layers


def build_trunk(input_dim, width=512):
    inputs = keras.Input(shape=(input_dim,), name="features")
    x = layers.Dense(width, activation="relu", name="trunk_fc1")(inputs)
    x = layers.BatchNormalization(name="trunk_bn1")(x)
    x = layers.Dense(width // 2, activation="relu", name="trunk_fc2")(x)
    shared = layers.Dropout(0.3, name="trunk_drop")(x)
    return inputs, shared
