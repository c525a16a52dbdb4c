import json

from experiment import run_experiment

CFG = {"filters": 32, "dropout": 0.25, "lr": 1e-4, "batch_size": 32, "epochs": 5}

results = {}
for seed in range(10):
    results[seed] = run_experiment(CFG, seed)
    print(seed, results[seed])

with open("runs.json", "w") as f:
    json.dump(results, f)
