"""Drop candidate configurations whose networks exceed a parameter budget."""
import itertools
import json

from tensorflow import keras

from space import build_candidate

GRID = {"blocks": [2, 3, 4, 5], "filters": [32, 64, 128, 256], "head": [64, 256, 1024]}


def within_budget(max_params=2_000_000):
    keep = []
    for values in itertools.product(*GRID.values()):
        keras.backend.clear_session()
        cfg = dict(zip(GRID.keys(), values))
        n_params = build_candidate(cfg).count_params()
        if n_params <= max_params:
            keep.append({**cfg, "params": n_params})
    return keep


if __name__ == "__main__":
    survivors = within_budget()
    print(len(survivors), "configurations fit the budget")
    with open("search_space.json", "w") as fh:
        json.dump(survivors, fh, indent=1)
