import argparse

import numpy as np
import tensorflow as tf

from model import graph, losses
from model.pipeline import instantiate_model
from data_wrangler.batcher import batcher_np

parser = argparse.ArgumentParser()
parser.add_argument("--num_repeats", type=int, default=5)
parser.add_argument("--iterations", type=int, default=40000)
args = parser.parse_args()

x_train, y_train = np.load("datasets/rbf/x_train.npy"), np.load("datasets/rbf/y_train.npy")
x_val, y_val = np.load("datasets/rbf/x_val.npy"), np.load("datasets/rbf/y_val.npy")

nll_list = []
for repeat in range(args.num_repeats):
    tf.random.set_seed(repeat)
    model = instantiate_model("rbf")
    tr_step = graph.build_graph()
    opt = tf.keras.optimizers.Adam(3e-4)
    best = np.inf
    for i in range(args.iterations):
        x, y = batcher_np(x_train, y_train, batch_s=32)
        n_C = tf.constant(int(np.random.choice(np.arange(3, 100))))
        n_T = 100 - n_C
        _, _, nll, _ = tr_step(model, opt, x, y, n_C, n_T, training=True)
        if i % 500 == 0:
            t_val, y_v = batcher_np(x_val, y_val, batch_s=100)
            mu, log_sigma = model([t_val, y_v, 20, 80, False])
            _, val_nll, _ = losses.nll(y_v[:, 20:100], mu, log_sigma)
            best = min(best, float(val_nll))
    nll_list.append(best)
print(np.mean(nll_list), np.std(nll_list))
