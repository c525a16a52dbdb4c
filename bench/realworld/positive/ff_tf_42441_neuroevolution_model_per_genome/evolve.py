import numpy as np

from network import random_genome
from population import evaluate_population, mutate

POPULATION = 50
ELITE = 10
GENERATIONS = 200

rng = np.random.default_rng(0)
x_val = rng.uniform(-1, 1, size=(512, 8))
y_val = np.sin(x_val.sum(axis=1, keepdims=True))
genomes = [random_genome([8, 16, 16, 1], rng) for _ in range(POPULATION)]

for generation in range(GENERATIONS):
    scores = evaluate_population(genomes, x_val, y_val)
    order = np.argsort(scores)[::-1]
    elite = [genomes[i] for i in order[:ELITE]]
    print(f"generation {generation}: best fitness {scores[order[0]]:.5f}")
    genomes = elite + mutate(elite, POPULATION - ELITE, rng)
