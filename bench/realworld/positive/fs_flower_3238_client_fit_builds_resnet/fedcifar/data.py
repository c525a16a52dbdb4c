import numpy as np
import tensorflow as tf


def load_client_data(cid, num_clients, seed=0):
    """Non-IID CIFAR-100 shard for one client (two coarse classes dominate)."""
    (x, y), _ = tf.keras.datasets.cifar100.load_data()
    rng = np.random.default_rng(seed + cid)
    idx = rng.permutation(len(x))[: len(x) // num_clients]
    return x[idx].astype(np.float32) / 255.0, y[idx]
