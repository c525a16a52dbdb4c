"""Evolutionary search over the weights of one Keras model."""
import numpy as np

from individual import Individual


def mutate(weights, rng, scale=0.05):
    return [w + rng.normal(0.0, scale, size=w.shape).astype(w.dtype)
            for w in weights]


def search(model, evaluator, generations, population_size,
           n_parents_from_population=3, seed=0, goal=None):
    rng = np.random.default_rng(seed)
    base = model.get_weights()
    population = [Individual(mutate(base, rng), model)
                  for _ in range(population_size)]
    best = None
    for generation in range(generations):
        for individual in population:
            individual.score = evaluator(individual)
        population.sort(reverse=True)
        best = population[0]
        print(f"generation {generation}: best score {best.score:.1f}")
        if goal is not None and best.score >= goal:
            break
        parents = population[:n_parents_from_population]
        population = parents + [
            Individual(mutate(parents[i % len(parents)].weights, rng), model)
            for i in range(population_size - len(parents))]
    return best
