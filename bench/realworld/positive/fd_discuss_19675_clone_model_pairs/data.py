import numpy as np


def drop_variable(x, j):
    """Restricted design: the candidate cause j is removed from the inputs."""
    return np.delete(x, j, axis=2)


def target_of(y, i):
    return y[:, i]
