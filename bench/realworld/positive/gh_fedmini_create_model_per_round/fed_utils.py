import numpy as np


def iid_data_indices(num_clients, num_samples, seed=None):
    rng = np.random.default_rng(seed)
    order = rng.permutation(num_samples)
    return np.array_split(order, num_clients)


def fed_avg(client_weights):
    return [np.mean(layers, axis=0) for layers in zip(*client_weights)]


def preprocess_cifar(x, y, num_classes=10):
    x = x.astype(np.float32) / 255.0
    y = np.eye(num_classes, dtype=np.float32)[y.reshape(-1)]
    return x, y
