"""Score incoming feature vectors with the ported MLP (eager mode)."""
import sys
import time

import numpy as np
import tensorflow as tf

from layers_v1 import mlp

SIZES = [256, 128, 1]


def score(batch):
    logits = mlp(tf.convert_to_tensor(batch, tf.float32), SIZES)
    return tf.sigmoid(logits).numpy()[:, 0]


def read_batches(stream, batch_size=64, dim=40):
    rows = []
    for line in stream:
        rows.append([float(v) for v in line.split(",")[:dim]])
        if len(rows) == batch_size:
            yield np.array(rows, dtype=np.float32)
            rows = []


def main():
    t0 = time.time()
    for n, batch in enumerate(read_batches(sys.stdin)):
        probs = score(batch)
        sys.stdout.write(",".join(f"{p:.4f}" for p in probs) + "\n")
        if n % 1000 == 0:
            sys.stderr.write(f"{n} batches, {time.time() - t0:.1f}s\n")


if __name__ == "__main__":
    main()
