import multiprocessing as mp

import numpy as np
from sklearn.model_selection import KFold

from cvjobs import run_fold

DATA = "data/cv_data.npz"


def main(n_splits=30):
    n = len(np.load(DATA)["y"])
    kf = KFold(n_splits=n_splits, shuffle=True, random_state=0)
    jobs = [(i, tr, te, DATA) for i, (tr, te) in enumerate(kf.split(np.arange(n)))]
    ctx = mp.get_context("spawn")
    with ctx.Pool(processes=1, maxtasksperchild=1) as pool:
        results = pool.map(run_fold, jobs)
    accs = [acc for _, acc in sorted(results)]
    print("mean accuracy over %d folds: %.4f" % (len(accs), np.mean(accs)))


if __name__ == "__main__":
    main()
