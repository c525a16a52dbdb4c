import random

from keras.layers import BatchNormalization, Conv2D, Dense, Dropout, Flatten, MaxPooling2D
from keras.models import Sequential

ACTIVATIONS = ["relu", "sigmoid", "tanh"]
OPTIMIZERS = ["adam", "rmsprop", "sgd"]


class GenomeHandler:
    def __init__(self, max_conv_layers, max_dense_layers, max_filters, max_dense_nodes, input_shape, n_classes):
        self.max_conv = max_conv_layers
        self.max_dense = max_dense_layers
        self.filters = [2 ** i for i in range(3, max_filters.bit_length())]
        self.nodes = [2 ** i for i in range(4, max_dense_nodes.bit_length())]
        self.input_shape = input_shape
        self.n_classes = n_classes

    def random_genome(self):
        conv = [(random.random() < 0.7, random.choice(self.filters), random.random() < 0.5) for _ in range(self.max_conv)]
        dense = [(random.random() < 0.7, random.choice(self.nodes), random.random() * 0.5) for _ in range(self.max_dense)]
        return {"conv": conv, "dense": dense, "act": random.choice(ACTIVATIONS), "opt": random.choice(OPTIMIZERS)}

    def mutate(self, genome, rate=0.2):
        fresh = self.random_genome()
        for key in ("conv", "dense"):
            genome[key] = [new if random.random() < rate else old for old, new in zip(genome[key], fresh[key])]
        return genome

    def decode(self, genome):
        model = Sequential()
        model.add(Conv2D(8, 3, padding="same", activation=genome["act"], input_shape=self.input_shape))
        for active, filters, pool in genome["conv"]:
            if active:
                model.add(Conv2D(filters, 3, padding="same", activation=genome["act"]))
                model.add(BatchNormalization())
                if pool:
                    model.add(MaxPooling2D(padding="same"))
        model.add(Flatten())
        for active, nodes, dropout in genome["dense"]:
            if active:
                model.add(Dense(nodes, activation=genome["act"]))
                model.add(Dropout(dropout))
        model.add(Dense(self.n_classes, activation="softmax"))
        model.compile(loss="categorical_crossentropy", optimizer=genome["opt"], metrics=["accuracy"])
        return model
