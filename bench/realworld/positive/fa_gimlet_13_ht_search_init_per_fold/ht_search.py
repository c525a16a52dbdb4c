import itertools

import numpy as np
import tensorflow as tf
from sklearn import metrics

import lipo_nets
from featurize import load_lipophilicity

N_EPOCH = 30
N_FOLDS = 5

config_space = {
    "f_v": [32, 64, 128],
    "gru_unit": [64, 128],
    "f_r": [64, 128],
    "repeat": [3, 5],
    "learning_rate": [1e-4, 1e-3, 1e-2],
}

ds_all = load_lipophilicity("data/Lipophilicity.csv")
n_batches = int(ds_all.cardinality())


def obj_fn(point):
    n_te = n_batches // N_FOLDS
    ds = ds_all.shuffle(n_batches, seed=2666)
    r2_test = []
    for fold in range(N_FOLDS):
        lipo_nets.init(point)
        gn, optimizer = lipo_nets.gn, lipo_nets.optimizer
        ds_tr = ds.take(fold * n_te).concatenate(ds.skip((fold + 1) * n_te))
        ds_te = ds.skip(fold * n_te).take(n_te)

        for epoch in range(N_EPOCH):
            for atoms, adjacency_map, atom_in_mol, y in ds_tr:
                with tf.GradientTape() as tape:
                    y_hat = gn(atoms, adjacency_map, atom_in_mol)
                    loss = tf.reduce_mean(tf.square(y - y_hat))
                grads = tape.gradient(loss, gn.trainable_variables)
                optimizer.apply_gradients(zip(grads, gn.trainable_variables))

        y_true, y_pred = [], []
        for atoms, adjacency_map, atom_in_mol, y in ds_te:
            y_true.append(y.numpy())
            y_pred.append(gn(atoms, adjacency_map, atom_in_mol).numpy())
        r2_test.append(metrics.r2_score(np.concatenate(y_true), np.concatenate(y_pred)))
    return float(np.mean(r2_test))


for values in itertools.product(*config_space.values()):
    point = dict(zip(config_space.keys(), values))
    print(point, obj_fn(point), flush=True)
