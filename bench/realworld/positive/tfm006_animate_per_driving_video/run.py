import argparse
import glob
import os

import imageio
import numpy as np
import tensorflow as tf

from animate import animate
from keypoints import normalize_kp


def main():
    parser = argparse.ArgumentParser()
    for flag, default in (("--source", None), ("--driving_dir", None), ("--checkpoint", "ckpt/vox"), ("--out_dir", "out")):
        parser.add_argument(flag, default=default)
    args = parser.parse_args()

    generator = tf.keras.models.load_model(os.path.join(args.checkpoint, "generator"))
    kp_detector = tf.keras.models.load_model(os.path.join(args.checkpoint, "kp_detector"))
    source = imageio.imread(args.source)[..., :3] / 255.0
    for path in sorted(glob.glob(os.path.join(args.driving_dir, "*.mp4"))):
        driving = np.array(imageio.mimread(path, memtest=False))[..., :3] / 255.0
        frames = animate(source, driving, generator, kp_detector, normalize_kp)
        imageio.mimsave(os.path.join(args.out_dir, os.path.basename(path)), (frames * 255).astype(np.uint8))


if __name__ == "__main__":
    main()
