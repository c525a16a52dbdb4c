"""Genetic search over network architectures for the snake agent."""
import random

from network import build_network
from snake_eval import play

POPULATION = 20
GENERATIONS = 15
TOP_K = 5
RANDOM_KEEP = 3


def random_chromosome():
    return (random.randint(1, 4), random.choice([8, 16, 32, 64, 128]),
            random.randint(0, 3), random.randint(0, 3))


def crossover(a, b):
    return tuple(random.choice(pair) for pair in zip(a, b))


def mutate(chrom, rate=0.1):
    genes = list(chrom)
    if random.random() < rate:
        genes[random.randrange(4)] = random_chromosome()[random.randrange(4)]
    return tuple(genes)


def fitness(chromosome):
    model = build_network(chromosome)
    return play(model)


def evolve():
    population = [random_chromosome() for _ in range(POPULATION)]
    for generation in range(GENERATIONS):
        scored = sorted(((fitness(c), c) for c in population), reverse=True)
        print("generation", generation, "best", scored[0])
        parents = [c for _, c in scored[:TOP_K]]
        parents += random.sample([c for _, c in scored[TOP_K:]], RANDOM_KEEP)
        children = [mutate(crossover(*random.sample(parents, 2)))
                    for _ in range(POPULATION - len(parents))]
        population = parents + children
    return population[0]


if __name__ == "__main__":
    print(evolve())
