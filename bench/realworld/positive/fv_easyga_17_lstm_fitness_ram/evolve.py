"""Tiny generational GA loop around the LSTM fitness (mirrors EasyGA's set_all_fitness/evolve)."""
import random

from fitness import lstm_fitness
from series import load_series

GENE_SPACE = {
    "units": [16, 32, 64, 128],
    "window": [10, 20, 30, 60],
    "dropout": [0.0, 0.1, 0.2, 0.3],
    "lr": [1e-2, 3e-3, 1e-3, 3e-4],
}


class Chromosome:
    def __init__(self, genes):
        self.genes = genes
        self.fitness = None


def random_chromosome():
    return Chromosome({k: random.choice(v) for k, v in GENE_SPACE.items()})


def crossover(a, b):
    return Chromosome({k: random.choice([a.genes[k], b.genes[k]]) for k in GENE_SPACE})


def mutate(c, rate=0.2):
    for k, values in GENE_SPACE.items():
        if random.random() < rate:
            c.genes[k] = random.choice(values)
    return c


def evolve(series, population_size=10, generations=20):
    population = [random_chromosome() for _ in range(population_size)]
    for gen in range(generations):
        for chromosome in population:
            if chromosome.fitness is None:
                chromosome.fitness = lstm_fitness(chromosome.genes, series)
        population.sort(key=lambda c: c.fitness, reverse=True)
        print(gen, population[0].fitness, population[0].genes)
        parents = population[: population_size // 2]
        children = [mutate(crossover(*random.sample(parents, 2))) for _ in range(population_size - len(parents))]
        population = parents + children
    return population[0]


if __name__ == "__main__":
    evolve(load_series("data/load.csv"))
