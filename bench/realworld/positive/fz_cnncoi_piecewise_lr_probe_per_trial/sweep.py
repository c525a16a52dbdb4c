import json
import sys

import tensorflow.compat.v1 as tf

from lrprobe import probe_schedule

tf.disable_eager_execution()

VALUES = [0.1, 0.01, 0.001]
BOUNDARIES = [20, 30]


def main(n_trials):
    summary = []
    for trial in range(n_trials):
        rates = probe_schedule(BOUNDARIES, VALUES, steps=100)
        summary.append({"trial": trial, "first": float(rates[0]), "last": float(rates[-1])})
        if trial % 50 == 0:
            print("trial %d, graph ops: %d" % (trial, len(tf.get_default_graph().get_operations())))
    with open("lr_probe.json", "w") as fh:
        json.dump(summary, fh)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
