import numpy as np
import tensorflow as tf


def geopath_initializer(L, M):
    geopath = np.zeros((L, M), dtype=object)
    for i in range(L):
        for j in range(M):
            geopath[i, j] = tf.Variable(1.0, trainable=False, name="geopath_%d_%d" % (i, j))
    return geopath


def get_geopath(L, M, N):
    path = np.zeros((L, M), dtype=np.float32)
    for i in range(L):
        path[i, np.random.choice(M, N, replace=False)] = 1.0
    return path


def mutation(path, L, M, N, prob=None):
    prob = prob if prob is not None else 1.0 / (L * N)
    for i in range(L):
        for j in np.where(path[i] == 1.0)[0]:
            if np.random.rand() < prob:
                k = int(np.clip(j + np.random.randint(-2, 3), 0, M - 1))
                if path[i, k] == 0.0:
                    path[i, j], path[i, k] = 0.0, 1.0
    return path


def parameters_backup(var_list):
    return [var.eval() for var in var_list]


def parameters_update(var_list, backup):
    for var, value in zip(var_list, backup):
        var.assign(value).op.run()


def geopath_insert(geopath, candidate, L, M):
    for i in range(L):
        for j in range(M):
            geopath[i, j].assign(candidate[i, j]).op.run()
