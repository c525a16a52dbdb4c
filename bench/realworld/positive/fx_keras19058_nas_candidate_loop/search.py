import gc
import json

import numpy as np

from search_space import random_genome, build_candidate
from mutate import mutate


def evaluate(genome, data, epochs=2):
    (x_train, y_train), (x_val, y_val) = data
    model = build_candidate(genome)
    model.fit(x_train, y_train, epochs=epochs, batch_size=128, verbose=0)
    _, acc = model.evaluate(x_val, y_val, verbose=0)
    del model
    gc.collect()
    return acc


def run_search(data, generations=50, population=20, log_path="nas_log.jsonl"):
    pop = [random_genome() for _ in range(population)]
    with open(log_path, "a") as log:
        for generation in range(generations):
            scored = []
            for genome in pop:
                acc = evaluate(genome, data)
                scored.append((acc, genome))
                log.write(json.dumps({"gen": generation, "acc": acc, "genome": genome}) + "\n")
            scored.sort(key=lambda t: t[0], reverse=True)
            parents = [g for _, g in scored[: population // 4]]
            pop = parents + [mutate(parents[np.random.randint(len(parents))])
                             for _ in range(population - len(parents))]
    return scored[0]
