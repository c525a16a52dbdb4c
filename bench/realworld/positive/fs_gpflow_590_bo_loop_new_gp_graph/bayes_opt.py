import time

import numpy as np
import tensorflow as tf

from bo.surrogate import fit_gp


def objective(x):
    return np.sin(12 * x) + 0.66 * np.cos(25 * x) + np.random.randn(*x.shape) * 0.1 + 3


def main(n_iter=50, n_init=12):
    X = np.random.rand(n_init, 1)
    Y = objective(X)
    grid = np.linspace(0, 1, 500)[:, None]
    with tf.Session() as sess:
        for k in range(n_iter):
            st = time.time()
            mean, var = fit_gp(sess, X, Y, grid)
            ucb = mean[:, 0] + 2.0 * np.sqrt(np.maximum(var, 1e-12))
            x_next = grid[np.argmax(ucb)][None, :]
            X, Y = np.vstack([X, x_next]), np.vstack([Y, objective(x_next)])
            print(k, time.time() - st, len(tf.global_variables()))


if __name__ == "__main__":
    main()
