import numpy as np


def sample_batch(data, targets, objects, batch_size, dim_in, max_shift=13):
    half = dim_in // 2
    num_classes = int(max(t.max() for t in targets)) + 1
    x = np.zeros((batch_size, dim_in, dim_in, dim_in, 1), dtype=np.float32)
    y = np.zeros((batch_size, dim_in, dim_in, dim_in, num_classes), dtype=np.float32)
    for i in range(batch_size):
        obj = objects[np.random.randint(len(objects))]
        volume, target = data[obj["tomo_idx"]], targets[obj["tomo_idx"]]
        shift = np.random.randint(-max_shift, max_shift + 1, size=3)
        z, r, c = np.clip(np.array(obj["pos"]) + shift, half, np.array(volume.shape) - half)
        x[i, ..., 0] = volume[z - half:z + half, r - half:r + half, c - half:c + half]
        patch = target[z - half:z + half, r - half:r + half, c - half:c + half]
        y[i] = np.eye(num_classes, dtype=np.float32)[patch.astype(int)]
    return x, y
