"""Simulates non-Cartesian acquisitions for every phantom/trajectory pair of the benchmark."""
import argparse
import glob
import os

import numpy as np
import tensorflow as tf

from nufft_ops import density_compensation, nufft_forward


def load_trajectory(path):
    traj = np.load(path).astype("float32")
    return tf.convert_to_tensor(traj)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--phantoms", default="data/phantoms/*.npy")
    parser.add_argument("--trajs", default="data/trajectories/*.npy")
    parser.add_argument("--out", default="data/kspace")
    args = parser.parse_args()

    os.makedirs(args.out, exist_ok=True)
    trajectories = sorted(glob.glob(args.trajs))
    for phantom_path in sorted(glob.glob(args.phantoms)):
        image = tf.convert_to_tensor(np.load(phantom_path).astype("complex64"))
        for traj_path in trajectories:
            ktraj = load_trajectory(traj_path)
            kspace = nufft_forward(image, ktraj) * density_compensation(ktraj)
            name = "%s__%s" % (os.path.basename(phantom_path)[:-4], os.path.basename(traj_path))
            np.save(os.path.join(args.out, name), kspace.numpy())
            print(name, int(ktraj.shape[1]), "points")


if __name__ == "__main__":
    main()
