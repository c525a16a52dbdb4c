import gc

import numpy as np
import psutil

from fl import Client, WideMLP


def fedavg(updates):
    total = float(sum(n for _, n in updates))
    return [sum(w[i] * (n / total) for w, n in updates) for i in range(len(updates[0][0]))]


def main(n_clients=10, rounds=50, dim=784):
    clients = [Client(cid, np.random.rand(600, dim).astype("float32"),
                      np.random.randint(0, 10, size=600)) for cid in range(n_clients)]
    server_model = WideMLP()
    server_model.build((None, dim))
    global_weights = server_model.get_weights()
    for rnd in range(rounds):
        updates = [c.local_update(global_weights) for c in clients]
        global_weights = fedavg(updates)
        gc.collect()
        rss = psutil.Process().memory_info().rss / 2 ** 20
        print("round %d done, rss %.0f MB" % (rnd, rss))


if __name__ == "__main__":
    main()
