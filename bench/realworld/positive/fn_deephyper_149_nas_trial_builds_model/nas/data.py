import functools

import numpy as np


@functools.lru_cache(maxsize=1)
def load_data(path="data/nt3.npz"):
    with np.load(path) as f:
        return (f["x_train"], f["y_train"]), (f["x_val"], f["y_val"])
