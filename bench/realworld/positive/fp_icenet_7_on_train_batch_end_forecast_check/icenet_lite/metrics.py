import numpy as np


def ice_extent(sic, threshold=0.15, cell_area_km2=625.0):
    """Sea ice extent (km^2) of each map in a (n, H, W) concentration array."""
    return (sic > threshold).sum(axis=(1, 2)) * cell_area_km2


def binary_accuracy(pred, true, mask):
    correct = ((pred > 0.15) == (true > 0.15)) & mask
    return correct.sum() / max(mask.sum(), 1)
