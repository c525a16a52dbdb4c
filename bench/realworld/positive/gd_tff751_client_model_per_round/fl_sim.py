import argparse
import random

import numpy as np

from client import client_update, evaluate_global
from emnist_data import load_federated_emnist


def fed_avg(weight_lists, sizes):
    total = float(sum(sizes))
    return [sum(w[i] * (n / total) for w, n in zip(weight_lists, sizes))
            for i in range(len(weight_lists[0]))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--clients-per-round", type=int, default=100)
    parser.add_argument("--local-epochs", type=int, default=5)
    args = parser.parse_args()

    clients, test_x, test_y = load_federated_emnist()
    global_weights = None
    for rnd in range(args.rounds):
        sampled = random.sample(list(clients), args.clients_per_round)
        updates, sizes = [], []
        for cid in sampled:
            x, y = clients[cid]
            w = client_update(global_weights, x, y, epochs=args.local_epochs)
            updates.append(w)
            sizes.append(len(x))
        global_weights = fed_avg(updates, sizes)
        acc = evaluate_global(global_weights, test_x, test_y)
        print("round %3d  test acc %.4f" % (rnd, acc))


if __name__ == "__main__":
    main()
