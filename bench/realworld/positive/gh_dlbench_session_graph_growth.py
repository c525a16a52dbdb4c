# source: https://github.com/fqararyah/DL_Benchmarking
# symptom: (from the code pattern; no issue filed) every iteration adds a new multiply op to the default graph, so each timed run evaluates a longer chain, gets slower, and the process RSS grows with the graph
# expect: TFM010 30
# note: keeps the shape of the repository's transfer_time.py (TF1-style graph through tf.compat.v1, timing Session.run on the benchmark images); the multiply op is created inside the same loop that calls sess.run.
import argparse
import time

import numpy as np
import tensorflow as tf

import BenchmarkModel as bm

tf.compat.v1.disable_eager_execution()


def time_transfers(num_runs, factor):
    bm.load_images()
    images = bm.test_images.astype(np.float32)

    scale = tf.constant(factor)
    current = tf.constant(images)
    sess = tf.compat.v1.Session()

    first = time.time()
    sess.run(current)
    print("first transfer: %.4fs" % (time.time() - first))

    timings = []
    for run in range(num_runs):
        current = tf.multiply(current, scale)
        t0 = time.time()
        result = sess.run(current)
        timings.append(time.time() - t0)
        if run % 100 == 0:
            print("run %d: %.4fs, output %s" % (run, timings[-1], result.shape))

    sess.close()
    return timings


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--factor", type=float, default=1.0001)
    args = parser.parse_args()
    timings = time_transfers(args.runs, args.factor)
    print("mean: %.4fs, last: %.4fs" % (np.mean(timings), timings[-1]))
