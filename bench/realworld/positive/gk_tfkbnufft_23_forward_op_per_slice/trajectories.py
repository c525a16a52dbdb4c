import numpy as np


def radial_trajectory(n_spokes, n_readout):
    golden = np.pi * (3 - np.sqrt(5))
    angles = np.arange(n_spokes) * golden
    r = np.linspace(-np.pi, np.pi, n_readout, endpoint=False)
    kx = np.outer(np.cos(angles), r).ravel()
    ky = np.outer(np.sin(angles), r).ravel()
    return np.stack([kx, ky]).astype(np.float32)
