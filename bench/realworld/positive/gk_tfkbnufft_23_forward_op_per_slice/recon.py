"""Simulate radial k-space for every slice of a volume and run adjoint recon."""
import argparse

import numpy as np
import tensorflow as tf
from tfkbnufft import kbnufft_adjoint, kbnufft_forward
from tfkbnufft.kbnufft import KbNufftModule

from trajectories import radial_trajectory
from volume_io import load_volume, save_volume


def make_forward_op(nufft_ob):
    interpob = nufft_ob._extract_nufft_interpob()
    return tf.function(kbnufft_forward(interpob))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--volume", default="brain.npy")
    ap.add_argument("--spokes", type=int, default=64)
    args = ap.parse_args()

    volume = load_volume(args.volume)
    im_size = volume.shape[1:]
    nufft_ob = KbNufftModule(im_size=im_size, grid_size=tuple(2 * s for s in im_size),
                             norm="ortho")
    ktraj = tf.convert_to_tensor(radial_trajectory(args.spokes, 2 * im_size[0]))[None]

    adjoint_op = tf.function(kbnufft_adjoint(nufft_ob._extract_nufft_interpob()))
    recon = np.zeros_like(volume)
    for z in range(volume.shape[0]):
        image = tf.convert_to_tensor(volume[z][None, None].astype(np.complex64))
        forward_op = make_forward_op(nufft_ob)
        kdata = forward_op(image, ktraj)
        recon[z] = np.abs(adjoint_op(kdata, ktraj).numpy()[0, 0])
    save_volume("recon.npy", recon)


if __name__ == "__main__":
    main()
