import numpy as np

from network import genome_to_model


def fitness(genome, x, y):
    model = genome_to_model(genome)
    preds = model.predict(x, verbose=0)
    return -float(np.mean((preds - y) ** 2))


def evaluate_population(genomes, x, y):
    return [fitness(genome, x, y) for genome in genomes]


def mutate(parents, n_children, rng, sigma=0.05):
    children = []
    for _ in range(n_children):
        parent = parents[rng.integers(len(parents))]
        children.append([(w + rng.normal(0, sigma, w.shape), b + rng.normal(0, sigma, b.shape)) for w, b in parent])
    return children
