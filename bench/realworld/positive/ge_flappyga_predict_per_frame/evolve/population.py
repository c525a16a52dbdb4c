import random

import numpy as np
from tensorflow import keras
from tensorflow.keras import layers


def make_bird_model():
    model = keras.Sequential([
        layers.Dense(7, activation="sigmoid", input_shape=(3,)),
        layers.Dense(1, activation="sigmoid"),
    ])
    model.compile(loss="mse", optimizer=keras.optimizers.SGD(learning_rate=0.01))
    return model


class Population:
    def __init__(self, size=50):
        self.models = [make_bird_model() for _ in range(size)]
        self.fitness = np.zeros(size)

    def decide(self, idx, height, dist, pipe_height):
        features = np.array([[height, dist, pipe_height]], dtype="float32")
        out = self.models[idx].predict(features, verbose=0)
        return out[0, 0] > 0.5

    def crossover(self, a, b):
        wa, wb = self.models[a].get_weights(), self.models[b].get_weights()
        child = [np.where(np.random.rand(*x.shape) < 0.5, x, y) for x, y in zip(wa, wb)]
        return [w + np.random.normal(0, 0.1, w.shape) * (random.random() < 0.15) for w in child]

    def next_generation(self):
        ranked = np.argsort(-self.fitness)
        parents = ranked[:10]
        for idx in ranked[10:]:
            a, b = random.sample(list(parents), 2)
            self.models[idx].set_weights(self.crossover(a, b))
        self.fitness[:] = 0
