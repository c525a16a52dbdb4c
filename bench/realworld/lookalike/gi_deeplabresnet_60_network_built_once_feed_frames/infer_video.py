import argparse
import os

import cv2
import numpy as np

from segmenter import VideoSegmenter


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("frames_dir")
    parser.add_argument("first_mask")
    parser.add_argument("model_weights")
    parser.add_argument("--save-dir", default="./output/")
    args = parser.parse_args()

    os.makedirs(args.save_dir, exist_ok=True)
    segmenter = VideoSegmenter(args.model_weights)
    prev_mask = (cv2.imread(args.first_mask, cv2.IMREAD_GRAYSCALE) > 0).astype(np.float32)
    for name in sorted(f for f in os.listdir(args.frames_dir) if f.endswith(".jpg")):
        frame = cv2.imread(os.path.join(args.frames_dir, name)).astype(np.float32)
        mask = segmenter.segment(frame, prev_mask)
        cv2.imwrite(os.path.join(args.save_dir, name.replace(".jpg", ".png")), mask * 255)
        prev_mask = mask.astype(np.float32)


if __name__ == "__main__":
    main()
