# source: https://github.com/google-research/google-research/issues/1485
# note: the change DLPerf proposed in the thread: the tf.functions are defined once at module level (with fixed-shape input signatures) and the per-problem timing helper only calls them
import time

import numpy as np
import tensorflow as tf

COUPLING = tf.constant(np.random.RandomState(0).normal(size=(16, 16)) / 4.0, dtype=tf.float64)
VEC = tf.TensorSpec([16], tf.float64)


@tf.function(input_signature=[tf.TensorSpec([], tf.float64), VEC])
def tf_ydot(t, y):
    return tf.tanh(tf.linalg.matvec(COUPLING, y)) - 0.1 * y


@tf.function(input_signature=[VEC, VEC, tf.TensorSpec([None], tf.float64)])
def tf_loss(y_start, target, t_grid):
    h = t_grid[1] - t_grid[0]
    y = y_start
    for t in t_grid[:-1]:
        k1 = tf_ydot(t, y)
        k2 = tf_ydot(t + h / 2, y + h / 2 * k1)
        y = y + h * k2
    return tf.reduce_sum(tf.square(y - target))


def get_ode_timings(y0, t_grid, target, num_repeats=10):
    start = time.perf_counter()
    for _ in range(num_repeats):
        with tf.GradientTape() as tape:
            tape.watch(y0)
            loss = tf_loss(y0, target, t_grid)
        tape.gradient(loss, y0)
    return (time.perf_counter() - start) / num_repeats


def main():
    rng = np.random.RandomState(1)
    t_grid = tf.constant([0.1 * k for k in range(21)], tf.float64)
    for problem in range(8):
        y0 = tf.constant(rng.normal(size=16), dtype=tf.float64)
        target = tf.constant(rng.normal(size=16), dtype=tf.float64)
        print(problem, get_ode_timings(y0, t_grid, target))
