"""Streams the training set from disk in chunks that fit in RAM."""
import glob

import numpy as np


def iter_chunks(pattern, shuffle=True, seed=0):
    files = sorted(glob.glob(pattern))
    rng = np.random.RandomState(seed)
    if shuffle:
        rng.shuffle(files)
    for path in files:
        with np.load(path) as data:
            yield data["x"].astype("float32"), data["y"].astype("float32")
