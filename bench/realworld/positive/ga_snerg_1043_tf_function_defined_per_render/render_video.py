import argparse
import os

import imageio
import numpy as np
import tensorflow as tf

from camera import generate_rays, spiral_poses
from rendering import atlas_raymarch_rays_parallel_tf


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--baked_dir", required=True)
    parser.add_argument("--out", default="spiral.mp4")
    parser.add_argument("--frames", type=int, default=120)
    parser.add_argument("--width", type=int, default=800)
    parser.add_argument("--height", type=int, default=800)
    parser.add_argument("--focal", type=float, default=1111.0)
    parser.add_argument("--num_steps", type=int, default=512)
    args = parser.parse_args()

    atlas = np.load(os.path.join(args.baked_dir, "atlas.npy"))
    block_indices = np.load(os.path.join(args.baked_dir, "atlas_block_indices.npy"))
    meta = np.load(os.path.join(args.baked_dir, "meta.npz"))
    atlas_t = tf.constant(atlas, dtype=tf.float32)
    block_indices_t = tf.constant(block_indices, dtype=tf.int32)

    frames = []
    for i, pose in enumerate(spiral_poses(args.frames)):
        rays_o, rays_d = generate_rays(pose, args.height, args.width, args.focal)
        rgb, feats, acc = atlas_raymarch_rays_parallel_tf(
            rays_o.reshape(-1, 3), rays_d.reshape(-1, 3), atlas_t, block_indices_t,
            float(meta["block_size"]), float(meta["grid_size"]), args.num_steps)
        image = rgb.reshape(args.height, args.width, 3) + (1.0 - acc.reshape(args.height, args.width, 1))
        frames.append((np.clip(image, 0.0, 1.0) * 255).astype(np.uint8))
        print("frame %d/%d" % (i + 1, args.frames))
    imageio.mimwrite(args.out, frames, fps=30, quality=8)


if __name__ == "__main__":
    main()
