# source: https://github.com/tensorflow/tensorflow/issues/41325
# symptom: calling a Keras Conv2D through a graph function with a new input size is slow every time: first call about 1.4-1.6 s per new size, about 125 ms for repeated calls of the same size (29,990, 29,991, ... samples), still in TF 2.7
# expect: TFM001 23
# expect: TFM007 36
# note: the benchmark loops over signal lengths and times five calls per length; the tf.function has no input_signature, so each new length traces a new graph
import time

import numpy as np
import tensorflow as tf

FILTERS = 64
KERNEL = (1, 7)
REPEATS = 5

conv = tf.keras.layers.Conv2D(FILTERS, KERNEL, padding="same", activation="relu")
pool = tf.keras.layers.GlobalAveragePooling2D()


def as_msec(seconds):
    return "%.1f" % (seconds * 1000.0)


@tf.function
def graph_forward(signal):
    return pool(conv(signal))


def benchmark(first=29990, last=29996):
    print("tf version =", tf.__version__)
    print("graph tracing")
    for n_samples in range(first, last):
        signal = tf.random.normal((1, 1, n_samples, 1))
        timings = []
        for _ in range(REPEATS):
            start = time.perf_counter()
            graph_forward(signal).numpy()
            timings.append(time.perf_counter() - start)
        print("[{:,} samples] running time (msec): {}".format(n_samples, "  ".join(map(as_msec, timings))))
    return np.mean(timings)


if __name__ == "__main__":
    benchmark()
