"""Command line entry point: fit once, or run bootstrap replicates."""
import argparse
from types import SimpleNamespace

import numpy as np
import pandas as pd

from locator.network import NetConfig
from locator.replicate import fit_replicate


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--matrix", required=True)
    p.add_argument("--sample_data", required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--bootstrap", action="store_true")
    p.add_argument("--nboots", type=int, default=50)
    p.add_argument("--max_epochs", type=int, default=5000)
    p.add_argument("--batch_size", type=int, default=32)
    p.add_argument("--patience", type=int, default=100)
    p.add_argument("--keras_verbose", type=int, default=1)
    p.add_argument("--seed", type=int, default=None)
    return p.parse_args()


def load_inputs(args):
    gmat = pd.read_csv(args.matrix, sep="\t")
    ids = gmat.pop("sampleID").to_numpy()
    meta = pd.read_csv(args.sample_data, sep="\t").set_index("sampleID").reindex(ids)
    locs = meta[["x", "y"]].to_numpy(dtype="float32")
    known = np.flatnonzero(~np.isnan(locs[:, 0]))
    rng = np.random.default_rng(args.seed)
    test = rng.choice(known, size=max(1, len(known) // 10), replace=False)
    split = SimpleNamespace(train=np.setdiff1d(known, test), test=test,
                            unknown=np.flatnonzero(np.isnan(locs[:, 0])), sample_ids=ids)
    return gmat.to_numpy(dtype="int8").T, split, locs, rng


def main():
    args = parse_args()
    counts, split, locs, rng = load_inputs(args)
    cfg = NetConfig()
    if args.bootstrap:
        for boot in range(args.nboots):
            err = fit_replicate(boot, counts, split, locs, args, cfg, rng)
            print(f"bootstrap {boot}: mean validation error {err:.3f}")
    else:
        print(fit_replicate(0, counts, split, locs, args, cfg, rng))


if __name__ == "__main__":
    main()
