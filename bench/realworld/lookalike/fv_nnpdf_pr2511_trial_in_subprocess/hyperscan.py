"""Hyper-parameter scan where each trial runs in a forked child process."""
import multiprocessing as mp

import numpy as np

from trial import run_trial

SPACE = {"nodes": [(25, 20, 8), (35, 25, 8), (70, 50, 8)], "lr": [1e-3, 3e-3, 1e-2],
         "activation": ["tanh", "sigmoid"], "dropout": [0.0, 0.1]}


def sample(rng):
    return {k: v[rng.integers(len(v))] for k, v in SPACE.items()}


def scan(n_trials=200, seed=0):
    rng = np.random.default_rng(seed)
    ctx = mp.get_context("fork")
    history = []
    for trial_id in range(n_trials):
        params = sample(rng)
        queue = ctx.Queue()
        proc = ctx.Process(target=run_trial, args=(params, "data/replica.npz", queue))
        proc.start()
        loss = queue.get()
        proc.join()
        history.append((trial_id, params, loss))
        print(trial_id, params, loss)
    return min(history, key=lambda h: h[2])


if __name__ == "__main__":
    print(scan())
