import numpy as np


def load_federated_emnist(path="emnist_federated.npz", n_clients=3400):
    data = np.load(path, allow_pickle=True)
    writers = data["writers"]
    x, y = data["x"].reshape(-1, 784).astype("float32"), data["y"].astype("int64")
    clients = {}
    for cid in np.unique(writers)[:n_clients]:
        idx = writers == cid
        clients[str(cid)] = (x[idx], y[idx])
    return clients, data["x_test"].reshape(-1, 784).astype("float32"), data["y_test"]
