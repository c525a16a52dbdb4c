# source: https://github.com/tensorflow/tensorflow/issues/17590
# symptom: an evolutionary-algorithm project creates many Conv2D layers for fitness evaluation in eager mode; each creation is slower than the one before and over time the whole process slows down
# expect: TFM009 30
# note: written with star imports; every candidate genome is turned into a fresh stack of conv layers (build_candidate) inside fitness(), which the generation loop calls for each member of the population
import numpy as np
from tensorflow.keras.layers import *
from tensorflow.keras.models import *

POP_SIZE = 24
GENERATIONS = 50
rng = np.random.default_rng(0)
x_val = np.load("cifar_val_x.npy").astype("float32") / 255.0
y_val = np.load("cifar_val_y.npy")


def random_genome():
    return [(int(rng.choice([8, 16, 32, 64])), int(rng.choice([1, 3, 5]))) for _ in range(rng.integers(2, 6))]


def mutate(genome):
    child = list(genome)
    i = int(rng.integers(len(child)))
    child[i] = (int(rng.choice([8, 16, 32, 64])), child[i][1])
    return child


def build_candidate(genome):
    layers = [Conv2D(filters, kernel, padding="same", activation="relu") for filters, kernel in genome]
    layers += [GlobalAveragePooling2D(), Dense(10)]
    return Sequential(layers)


def fitness(genome):
    net = build_candidate(genome)
    logits = net(x_val[:256]).numpy()
    return float(np.mean(np.argmax(logits, axis=1) == y_val[:256]))


population = [random_genome() for _ in range(POP_SIZE)]
for generation in range(GENERATIONS):
    scores = [fitness(genome) for genome in population]
    ranked = [g for _, g in sorted(zip(scores, population), key=lambda t: -t[0])]
    population = ranked[: POP_SIZE // 2] + [mutate(g) for g in ranked[: POP_SIZE // 2]]
    print("generation", generation, "best", max(scores))
