import argparse
import glob
import os

import numpy as np
import skimage.color
import skimage.io

from mrcnn.config import InferenceConfig
from mrcnn.model import MaskRCNN


def color_splash(image, mask):
    gray = skimage.color.gray2rgb(skimage.color.rgb2gray(image)) * 255
    if mask.shape[-1] > 0:
        mask = (np.sum(mask, -1, keepdims=True) >= 1)
        return np.where(mask, image, gray).astype(np.uint8)
    return gray.astype(np.uint8)


def detect_and_color_splash(model, image_path, out_dir):
    image = skimage.io.imread(image_path)
    r = model.detect([image], verbose=0)[0]
    splash = color_splash(image, r["masks"])
    skimage.io.imsave(os.path.join(out_dir, os.path.basename(image_path)), splash)
    return len(r["class_ids"])


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--weights", required=True)
    parser.add_argument("--images", required=True)
    parser.add_argument("--out", default="splash_out")
    args = parser.parse_args()

    os.makedirs(args.out, exist_ok=True)
    model = MaskRCNN(InferenceConfig(), args.weights)
    for n, path in enumerate(sorted(glob.glob(os.path.join(args.images, "*.png")))):
        count = detect_and_color_splash(model, path, args.out)
        print(n, path, count)
