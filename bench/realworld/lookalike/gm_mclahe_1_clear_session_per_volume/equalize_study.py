"""Equalise every volume of a study folder and write it next to the input."""
import argparse
import glob
import os

import numpy as np
import tensorflow as tf

from clahe_tf import default_kernel_size, mclahe


def load_volume(path):
    data = np.load(path)
    return data["volume"], {k: data[k] for k in data.files if k != "volume"}


def save_volume(volume, path, meta):
    np.savez_compressed(path, volume=volume, **meta)


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("study_dir")
    parser.add_argument("--suffix", default="_eq")
    parser.add_argument("--bins", type=int, default=128)
    parser.add_argument("--clip", type=float, default=0.01)
    return parser.parse_args()


def main():
    args = parse_args()
    paths = sorted(glob.glob(os.path.join(args.study_dir, "*.npz")))
    for i, path in enumerate(paths):
        volume, meta = load_volume(path)
        dims = np.shape(volume)
        kernel = [int(np.ceil(d / 8)) for d in dims]
        equalised = mclahe(volume, kernel_size=kernel, n_bins=args.bins,
                           clip_limit=args.clip, use_gpu=False)
        root, ext = os.path.splitext(path)
        save_volume(equalised, root + args.suffix + ext, meta)
        tf.keras.backend.clear_session()
        print("[%d/%d] %s" % (i + 1, len(paths), os.path.basename(path)))


if __name__ == "__main__":
    main()
