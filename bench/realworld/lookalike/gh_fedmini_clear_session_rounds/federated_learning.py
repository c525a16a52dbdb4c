import argparse
import gc

import numpy as np
from keras import backend as K
from keras import datasets

from models import create_model


def fed_avg(weights):
    return [np.mean(layer, axis=0) for layer in zip(*weights)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=30)
    args = parser.parse_args()

    (x, y), _ = datasets.cifar10.load_data()
    x = x.astype(np.float32) / 255.0
    y = np.eye(10, dtype=np.float32)[y.reshape(-1)]

    global_weights = create_model(x.shape[1:], 10).get_weights()
    K.clear_session()

    for rnd in range(args.rounds):
        shards = np.array_split(np.random.permutation(len(x)), args.clients)
        collected = []
        for shard in shards:
            K.clear_session()
            model = create_model(x.shape[1:], 10)
            model.set_weights(global_weights)
            model.fit(x[shard], y[shard], batch_size=32, epochs=1, verbose=0)
            collected.append(model.get_weights())
            del model
            gc.collect()
        global_weights = fed_avg(collected)
        print(f"round {rnd + 1}: {len(collected)} clients aggregated")


if __name__ == "__main__":
    main()
