import argparse

import numpy as np

from src.expts import repeat_runs

CFG = {
    "maxlen": 200, "vocab": 20000, "emb_dim": 128, "filters": 100,
    "kernel_sizes": [3, 4, 5], "dropout": 0.5, "batch_size": 64, "epochs": 4,
}


def load_data(n=6000):
    x = np.random.randint(1, CFG["vocab"], size=(n, CFG["maxlen"]))
    y = np.random.randint(0, 2, size=n)
    split = int(0.8 * n)
    return (x[:split], y[:split]), (x[split:], y[split:])


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=15)
    args = parser.parse_args()
    mean, std = repeat_runs(load_data(), CFG, n_repeats=args.repeats)
    print("F1 over %d seeds: %.4f +/- %.4f" % (args.repeats, mean, std))
