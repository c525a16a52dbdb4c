import argparse
import os

import cv2
import numpy as np

import segmenter


def get_arguments():
    parser = argparse.ArgumentParser(description="Video object segmentation with DeepLab-ResNet")
    parser.add_argument("frames_dir", type=str, help="Directory with the video frames (jpg).")
    parser.add_argument("first_mask", type=str, help="Annotated mask of the first frame.")
    parser.add_argument("model_weights", type=str, help="Path to the checkpoint.")
    parser.add_argument("--num-classes", type=int, default=2)
    parser.add_argument("--save-dir", type=str, default="./output/")
    return parser.parse_args()


def main():
    args = get_arguments()
    os.makedirs(args.save_dir, exist_ok=True)
    frames = sorted(f for f in os.listdir(args.frames_dir) if f.endswith(".jpg"))

    sess = segmenter.create_session()
    prev_mask = (cv2.imread(args.first_mask, cv2.IMREAD_GRAYSCALE) > 0).astype(np.uint8)

    for idx, name in enumerate(frames):
        frame = cv2.imread(os.path.join(args.frames_dir, name))
        prev_mask = segmenter.segment_frame(sess, frame, prev_mask, args.num_classes,
                                            args.model_weights, first=(idx == 0))
        cv2.imwrite(os.path.join(args.save_dir, name.replace(".jpg", ".png")), prev_mask * 255)
        print("frame %d/%d done" % (idx + 1, len(frames)))


if __name__ == "__main__":
    main()
