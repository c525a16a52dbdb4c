import shutil

import tensorflow as tf


def run_name(i, j, k):
    return "t0=%d,tA=%d,kH=%.3f" % (270 + 10 * i, 250 + 10 * j, 0.001 * (k + 1))


def clean_logdir(logdir):
    if tf.io.gfile.exists(logdir):
        shutil.rmtree(logdir)
    tf.io.gfile.makedirs(logdir)


def all_run_names(n_initial=4, n_ambient=3, n_coeff=5):
    return [run_name(i, j, k)
            for i in range(n_initial)
            for j in range(n_ambient)
            for k in range(n_coeff)]


def write_run_index(logdir, names):
    with open(logdir.rstrip("/") + "/runs.txt", "w") as fh:
        for name in names:
            fh.write(name + "\n")
