import argparse
import os

import cv2
import tensorflow as tf

from inpaint_ops import build_model, inpaint_one, load_pair


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--flist", required=True, help="text file: image_path mask_path out_path per line")
    p.add_argument("--checkpoint_dir", default="model_logs/places2")
    return p.parse_args()


def main():
    args = parse()
    with open(args.flist) as f:
        jobs = [line.split() for line in f if line.strip()]

    sess_config = tf.ConfigProto()
    sess_config.gpu_options.allow_growth = True
    sess = tf.Session(config=sess_config)
    model = build_model()

    for i, (image_path, mask_path, out_path) in enumerate(jobs):
        image, mask = load_pair(image_path, mask_path)
        result = inpaint_one(sess, model, image, mask, args.checkpoint_dir, reuse=i > 0)
        os.makedirs(os.path.dirname(out_path) or ".", exist_ok=True)
        cv2.imwrite(out_path, result)
        print("[%d/%d] %s" % (i + 1, len(jobs), out_path))


if __name__ == "__main__":
    main()
