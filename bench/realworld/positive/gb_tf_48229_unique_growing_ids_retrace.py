# source: https://github.com/tensorflow/tensorflow/issues/48229
# symptom: the tf.function is traced again for each new input length, concrete signatures pile up in pretty_printed_concrete_signatures() and memory keeps growing
# expect: TFM001 10
# expect: TFM007 23
# note: the report's tf.function around tf.unique, here fed the user ids seen so far, a 1-D array whose length grows with the loop index.
import numpy as np
import tensorflow as tf


@tf.function()
def unique_ids(arr):
    unique_val, _ = tf.unique(arr)
    return unique_val


def simulate_sessions(num_sessions, rng):
    seen = []
    counts = []
    for i in range(num_sessions):
        seen.append(int(rng.integers(0, 500)))
        window = np.zeros([i + 1], dtype=np.int64)
        window[:] = seen
        uniq = unique_ids(window)
        counts.append(int(tf.size(uniq)))
    return counts


if __name__ == "__main__":
    rng = np.random.default_rng(7)
    counts = simulate_sessions(2000, rng)
    print("distinct users after each session:", counts[-5:])
    print(unique_ids.pretty_printed_concrete_signatures()[:400])
