import glob
import os
import sys

import cv2

from visualization import process_image


def split_video(video_path, frame_dir):
    os.makedirs(frame_dir, exist_ok=True)
    capture = cv2.VideoCapture(video_path)
    count = 0
    ok, frame = capture.read()
    while ok:
        count += 1
        cv2.imwrite(os.path.join(frame_dir, "frame_%04d.jpg" % count), frame)
        ok, frame = capture.read()
    return count


def process_video(video_path, frame_dir="data/frames", out_dir="data/output"):
    split_video(video_path, frame_dir)
    os.makedirs(out_dir, exist_ok=True)
    for index, frame_path in enumerate(sorted(glob.glob(os.path.join(frame_dir, "*.jpg"))), start=1):
        label = process_image(frame_path, os.path.join(out_dir, "result_%04d.jpg" % index))
        print(index, label)


if __name__ == "__main__":
    process_video(sys.argv[1])
