"""Candidate architectures for the image regressor."""
from tensorflow import keras
from tensorflow.keras import layers


def build_candidate(cfg, input_shape=(128, 128, 3)):
    model = keras.Sequential(name="candidate")
    model.add(keras.Input(shape=input_shape))
    for i in range(cfg["blocks"]):
        model.add(layers.SeparableConv2D(cfg["filters"] * 2 ** i, 3, padding="same", activation="relu"))
        model.add(layers.MaxPooling2D())
    model.add(layers.GlobalAveragePooling2D())
    model.add(layers.Dense(cfg["head"], activation="relu"))
    model.add(layers.Dense(1))
    return model
