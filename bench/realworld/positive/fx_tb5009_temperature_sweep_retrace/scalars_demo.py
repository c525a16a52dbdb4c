import os

import tensorflow as tf

from rundirs import run_name, clean_logdir

LOGDIR = "/tmp/scalars_demo"
STEPS = 1000


@tf.function
def run(initial_temperature, ambient_temperature, heat_coefficient):
    temperature = tf.cast(initial_temperature, tf.float32)
    for step in tf.range(STEPS, dtype=tf.int64):
        delta = heat_coefficient * (ambient_temperature - temperature)
        temperature = temperature + delta
        tf.summary.scalar("temperature/current", temperature, step=step)
        tf.summary.scalar("temperature/delta", delta, step=step)
    return temperature


def run_all(logdir, verbose=False):
    clean_logdir(logdir)
    for i in range(4):
        for j in range(3):
            for k in range(5):
                name = run_name(i, j, k)
                writer = tf.summary.create_file_writer(os.path.join(logdir, name))
                with writer.as_default():
                    final = run(270.0 + 10.0 * i, 250.0 + 10.0 * j, 0.001 * (k + 1))
                writer.flush()
                if verbose:
                    print(name, float(final))


if __name__ == "__main__":
    run_all(LOGDIR, verbose=True)
