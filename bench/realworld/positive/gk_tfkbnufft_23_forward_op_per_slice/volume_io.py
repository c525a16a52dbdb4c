import numpy as np


def load_volume(path):
    vol = np.load(path).astype(np.float32)
    return vol / np.abs(vol).max()


def save_volume(path, vol):
    np.save(path, vol.astype(np.float32))
