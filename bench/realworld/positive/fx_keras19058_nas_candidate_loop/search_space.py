import random

import keras
from keras import layers


def random_genome(max_blocks=4):
    return [
        {"filters": random.choice([16, 32, 64]), "kernel": random.choice([3, 5]),
         "pool": random.random() < 0.5}
        for _ in range(random.randint(1, max_blocks))
    ]


def build_candidate(genome, input_shape=(32, 32, 3), n_classes=10):
    inputs = keras.Input(shape=input_shape)
    x = inputs
    for gene in genome:
        x = layers.Conv2D(gene["filters"], gene["kernel"], padding="same", activation="relu")(x)
        if gene["pool"]:
            x = layers.MaxPooling2D()(x)
    x = layers.GlobalAveragePooling2D()(x)
    outputs = layers.Dense(n_classes, activation="softmax")(x)
    model = keras.Model(inputs, outputs)
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    return model
