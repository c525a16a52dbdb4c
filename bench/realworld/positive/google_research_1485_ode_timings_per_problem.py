# source: https://github.com/google-research/google-research/issues/1485
# symptom: get_ode_timings() is called once per benchmark problem in a loop and defines the tf.functions tf_ydot and tf_loss inside, so every call creates and traces new graphs ("triggered tf.function retracing")
# expect: TFM006 28
# expect: TFM006 32
# note: timing script for back-propagation through an ODE solver; the two nested tf.functions close over nothing but their arguments and the module-level coupling matrix
import time

import numpy as np
import tensorflow as tf

COUPLING = tf.constant(np.random.RandomState(0).normal(size=(16, 16)) / 4.0, dtype=tf.float64)


def rk4_integrate(ydot, y0, t_grid):
    ys = [y0]
    for t0, t1 in zip(t_grid[:-1], t_grid[1:]):
        h, y = t1 - t0, ys[-1]
        k1 = ydot(t0, y)
        k2 = ydot(t0 + h / 2, y + h / 2 * k1)
        k3 = ydot(t0 + h / 2, y + h / 2 * k2)
        k4 = ydot(t1, y + h * k3)
        ys.append(y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4))
    return tf.stack(ys)


def get_ode_timings(y0, t_grid, target, num_repeats=10):

    @tf.function
    def tf_ydot(t, y):
        return tf.tanh(tf.linalg.matvec(COUPLING, y)) - 0.1 * y

    @tf.function
    def tf_loss(y_start):
        trajectory = rk4_integrate(tf_ydot, y_start, t_grid)
        return tf.reduce_sum(tf.square(trajectory[-1] - target))

    start = time.perf_counter()
    for _ in range(num_repeats):
        with tf.GradientTape() as tape:
            tape.watch(y0)
            loss = tf_loss(y0)
        tape.gradient(loss, y0)
    return (time.perf_counter() - start) / num_repeats


def main():
    rng = np.random.RandomState(1)
    t_grid = [0.1 * k for k in range(21)]
    for problem in range(8):
        y0 = tf.constant(rng.normal(size=16), dtype=tf.float64)
        target = tf.constant(rng.normal(size=16), dtype=tf.float64)
        print(f"problem {problem}: {get_ode_timings(y0, t_grid, target) * 1e3:.2f} ms per gradient")


if __name__ == "__main__":
    main()
