import argparse
import glob
from multiprocessing.pool import ThreadPool

import numpy as np
from keras.models import load_model

from scoring import score_slice


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="nodule_cnn.h5")
    parser.add_argument("--scans", default="scans/*.npy")
    parser.add_argument("--threads", type=int, default=12)
    args = parser.parse_args()

    model = load_model(args.model)
    params = [(model, path, np.load(path)) for path in sorted(glob.glob(args.scans))]
    pool = ThreadPool(args.threads)
    for slice_id, heat in pool.map(score_slice, params):
        np.save(slice_id.replace(".npy", "_heat.npy"), heat)
    pool.close()


if __name__ == "__main__":
    main()
