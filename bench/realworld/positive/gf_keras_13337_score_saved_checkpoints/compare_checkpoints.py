"""Pick the best epoch checkpoint of every fold for the final blend."""
import glob
import json
import os
import time

import numpy as np
import psutil

from scoring import score_checkpoint


def rss_mb():
    return psutil.Process(os.getpid()).memory_info().rss / 2**20


def main(run_dir="runs/cnn_v3", holdout="data/holdout.npz"):
    data = np.load(holdout)
    x, y = data["x"], data["y"]
    results = []
    for path in sorted(glob.glob(os.path.join(run_dir, "fold*_epoch*.h5"))):
        t0 = time.time()
        res = score_checkpoint(path, x, y)
        res["seconds"] = round(time.time() - t0, 2)
        res["rss_mb"] = round(rss_mb(), 1)
        print(res)
        results.append(res)
    best = {}
    for res in results:
        fold = os.path.basename(res["checkpoint"]).split("_")[0]
        if fold not in best or res["accuracy"] > best[fold]["accuracy"]:
            best[fold] = res
    with open(os.path.join(run_dir, "best_checkpoints.json"), "w") as fh:
        json.dump(best, fh, indent=2)


if __name__ == "__main__":
    main()
