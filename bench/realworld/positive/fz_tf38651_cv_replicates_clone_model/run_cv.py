import argparse

import numpy as np
from sklearn.model_selection import KFold

from cvrun import fit_one
from cvrun.template import make_template


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--folds", type=int, default=10)
    parser.add_argument("--replicates", type=int, default=5)
    args = parser.parse_args()

    x = np.random.rand(20000, 300).astype("float32")
    y = np.random.rand(20000, 1).astype("float32")
    template = make_template(x.shape[1], y.shape[1])
    results = np.zeros((args.replicates, args.folds))
    for rep in range(args.replicates):
        kf = KFold(n_splits=args.folds, shuffle=True, random_state=rep)
        for fold, (tr, te) in enumerate(kf.split(x)):
            results[rep, fold] = fit_one(template, (x, y), tr, te)
            print("replicate %d fold %d rmse %.4f" % (rep, fold, results[rep, fold]))
    print("mean rmse", results.mean())


if __name__ == "__main__":
    main()
