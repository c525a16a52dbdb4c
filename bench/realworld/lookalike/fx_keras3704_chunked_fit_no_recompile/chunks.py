import glob

import numpy as np


def iter_chunks(pattern):
    for path in sorted(glob.glob(pattern)):
        blob = np.load(path)
        yield blob["x"].astype("float32"), blob["y"]


def count_examples(pattern):
    total = 0
    for path in sorted(glob.glob(pattern)):
        with np.load(path) as blob:
            total += len(blob["y"])
    return total


def iter_chunks_shuffled(pattern, seed=0):
    paths = sorted(glob.glob(pattern))
    rng = np.random.default_rng(seed)
    for i in rng.permutation(len(paths)):
        blob = np.load(paths[i])
        order = rng.permutation(len(blob["y"]))
        yield blob["x"][order].astype("float32"), blob["y"][order]
