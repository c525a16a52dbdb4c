import json

import numpy as np
from sklearn.model_selection import ParameterGrid

import models

GRID = {
    "embedding": [50, 100],
    "first_neuron": [64, 128, 256],
    "activation": ["relu", "elu"],
    "dropout": [0.0, 0.25, 0.5],
    "optimizer": ["adam", "nadam"],
    "batch_size": [64, 256],
    "epochs": [10],
}


def main():
    data = np.load("verb_contexts.npz")
    x_train, y_train, x_val, y_val = data["x_train"], data["y_train"], data["x_val"], data["y_val"]
    rounds = []
    for params in ParameterGrid(GRID):
        history, model = models.tense_model(x_train, y_train, x_val, y_val, params)
        rounds.append({"params": params, "val_acc": max(history.history["val_acc"])})
        print(len(rounds), rounds[-1])
    with open("rounds.json", "w") as f:
        json.dump(rounds, f, indent=1)


if __name__ == "__main__":
    main()
