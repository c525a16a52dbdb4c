import numpy as np
from scipy import ndimage


def sliding_windows(volume, size=64, stride=32):
    for z in range(0, volume.shape[0] - size + 1, stride):
        for y in range(0, volume.shape[1] - size + 1, stride):
            yield (z, y), volume[z:z + size, y:y + size]


def score_slice(params):
    model, slice_id, volume = params
    heat = np.zeros(volume.shape[:2], dtype="float32")
    for (z, y), window in sliding_windows(volume):
        patch = ndimage.zoom(window, 0.5)[None, ..., None]
        prob = model.predict(patch)[0, 0]
        heat[z:z + 64, y:y + 64] = np.maximum(heat[z:z + 64, y:y + 64], prob)
    return slice_id, heat
