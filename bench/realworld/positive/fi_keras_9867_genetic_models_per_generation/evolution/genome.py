import random

from keras.layers import Conv2D, Dense, Dropout, Flatten, MaxPooling2D
from keras.models import Sequential

ACTIVATIONS = ["relu", "elu", "tanh"]


class Genome:
    def __init__(self, conv_filters, dense_units, dropout, activation):
        self.conv_filters = conv_filters
        self.dense_units = dense_units
        self.dropout = dropout
        self.activation = activation
        self.fitness = None

    @classmethod
    def random(cls):
        return cls([random.choice([16, 32, 64]) for _ in range(random.randint(1, 3))],
                   random.choice([64, 128, 256]), random.uniform(0.0, 0.5), random.choice(ACTIVATIONS))

    def mutate(self):
        child = Genome(list(self.conv_filters), self.dense_units, self.dropout, self.activation)
        if random.random() < 0.3:
            child.dense_units = random.choice([64, 128, 256])
        if random.random() < 0.3:
            child.dropout = min(0.6, max(0.0, child.dropout + random.gauss(0, 0.1)))
        return child

    def to_model(self, input_shape, num_classes):
        model = Sequential()
        for i, filters in enumerate(self.conv_filters):
            kwargs = {"input_shape": input_shape} if i == 0 else {}
            model.add(Conv2D(filters, (3, 3), padding="same", activation=self.activation, **kwargs))
            model.add(MaxPooling2D((2, 2)))
        model.add(Flatten())
        model.add(Dense(self.dense_units, activation=self.activation))
        model.add(Dropout(self.dropout))
        model.add(Dense(num_classes, activation="softmax"))
        model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
        return model
