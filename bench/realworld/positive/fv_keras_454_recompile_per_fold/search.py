import argparse
import itertools
import json

import numpy as np

from cv import cross_validate
from netdef import build_net


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="features.npz")
    parser.add_argument("--folds", type=int, default=10)
    args = parser.parse_args()

    data = np.load(args.data)
    X, y = data["X"], data["y"]
    net = build_net(X.shape[1], y.shape[1])
    grid = itertools.product([0.1, 0.03, 0.01], [0.0, 0.5, 0.9, 0.99])
    results = {}
    for lr, momentum in grid:
        results[f"{lr}/{momentum}"] = cross_validate(net, X, y, lr, momentum, n_folds=args.folds)
        print(lr, momentum, results[f"{lr}/{momentum}"])
    with open("cv_results.json", "w") as f:
        json.dump(results, f, indent=2)


if __name__ == "__main__":
    main()
