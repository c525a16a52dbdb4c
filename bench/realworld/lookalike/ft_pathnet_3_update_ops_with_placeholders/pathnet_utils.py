import numpy as np
import tensorflow as tf


def geopath_initializer(L, M):
    geopath = np.zeros((L, M), dtype=object)
    for i in range(L):
        for j in range(M):
            geopath[i, j] = tf.Variable(1.0, trainable=False, name="geopath_%d_%d" % (i, j))
    return geopath


def make_update_ops(var_list):
    placeholders, ops = [], []
    for var in var_list:
        ph = tf.placeholder(var.dtype.base_dtype, shape=var.get_shape())
        placeholders.append(ph)
        ops.append(var.assign(ph))
    return placeholders, ops


def make_geopath_ops(geopath, L, M):
    placeholders = np.zeros((L, M), dtype=object)
    ops = np.zeros((L, M), dtype=object)
    for i in range(L):
        for j in range(M):
            placeholders[i, j] = tf.placeholder(tf.float32, shape=[])
            ops[i, j] = geopath[i, j].assign(placeholders[i, j])
    return placeholders, ops


def parameters_backup(var_list):
    return [var.eval() for var in var_list]


def parameters_update(sess, placeholders, ops, backup):
    for ph, op, value in zip(placeholders, ops, backup):
        sess.run(op, {ph: value})


def geopath_insert(sess, placeholders, ops, candidate, L, M):
    for i in range(L):
        for j in range(M):
            sess.run(ops[i, j], {placeholders[i, j]: candidate[i, j]})
