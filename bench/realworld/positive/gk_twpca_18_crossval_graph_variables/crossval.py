"""Bi-cross-validation over the number of components."""
import argparse

import numpy as np
import tensorflow.compat.v1 as tf

from twpca_model import TWPCA


def heldout_mask(shape, frac, rng):
    return rng.random(shape) < frac


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default="spikes.npy")
    ap.add_argument("--max-components", type=int, default=8)
    ap.add_argument("--repeats", type=int, default=10)
    args = ap.parse_args()

    data = np.load(args.data).astype("float32")
    rng = np.random.default_rng(0)
    sess = tf.Session()
    scores = {}
    for n_components in range(1, args.max_components + 1):
        for rep in range(args.repeats):
            mask = heldout_mask(data.shape, 0.1, rng)
            train = np.where(mask, 0.0, data)
            model = TWPCA(train, n_components)
            obj = model.fit(sess)
            scores.setdefault(n_components, []).append(obj)
        print(n_components, np.mean(scores[n_components]))
    np.save("cv_scores.npy", np.array([np.mean(scores[k]) for k in sorted(scores)]))


if __name__ == "__main__":
    main()
