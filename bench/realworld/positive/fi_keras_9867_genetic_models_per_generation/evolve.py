import gc
import random
import time

import numpy as np

from evolution.genome import Genome

POPULATION, GENERATIONS, EPOCHS = 20, 100, 15


def evaluate(genome, data):
    (x_train, y_train), (x_val, y_val) = data
    model = genome.to_model(x_train.shape[1:], y_train.shape[1])
    start = time.time()
    model.fit(x_train, y_train, epochs=EPOCHS, batch_size=32, verbose=0)
    _, acc = model.evaluate(x_val, y_val, verbose=0)
    print("t: %.1fs acc: %.3f" % (time.time() - start, acc))
    model = None
    gc.collect()
    return acc


def main():
    npz = np.load("data/cohn_kanade_48x48.npz")
    data = ((npz["x_train"], npz["y_train"]), (npz["x_val"], npz["y_val"]))
    population = [Genome.random() for _ in range(POPULATION)]
    for generation in range(GENERATIONS):
        for genome in population:
            genome.fitness = evaluate(genome, data)
        population.sort(key=lambda g: g.fitness, reverse=True)
        parents = population[: POPULATION // 4]
        population = parents + [random.choice(parents).mutate() for _ in range(POPULATION - len(parents))]
        print("generation", generation, "best", parents[0].fitness)


if __name__ == "__main__":
    main()
