import json
import random

from nas.evaluator import run_base_trainer

SPACE = {
    "n_conv": [1, 2, 3],
    "filters": [32, 64, 128],
    "kernel": [10, 20],
    "activation": ["relu", "tanh"],
    "n_dense": [1, 2],
    "units": [100, 200, 400],
    "dropout": [0.0, 0.1, 0.2],
    "lr": [1e-3, 1e-2],
    "epochs": [2],
}


def sample(trial_id):
    config = {k: random.choice(v) for k, v in SPACE.items()}
    config["id"] = trial_id
    return config


population = []
for trial_id in range(200):
    config = sample(trial_id)
    objective = run_base_trainer(config)
    population.append((objective, config))
    population.sort(key=lambda t: t[0], reverse=True)
    print(f"trial {trial_id}: {objective:.4f} best {population[0][0]:.4f}")

with open("results.json", "w") as f:
    json.dump([c for _, c in population[:10]], f)
