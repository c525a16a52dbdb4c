import argparse
import csv
import glob
import os

from detector import Detector


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("model")
    parser.add_argument("image_dir")
    parser.add_argument("--out", default="detections.csv")
    args = parser.parse_args()

    det = Detector(args.model)
    paths = sorted(glob.glob(os.path.join(args.image_dir, "*.jpg")))
    with open(args.out, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["file", "x1", "y1", "x2", "y2", "score"])
        for path in paths:
            boxes, scores = det.detect_file(path)
            for box, score in zip(boxes, scores):
                writer.writerow([os.path.basename(path)] + list(box) + [score])


if __name__ == "__main__":
    main()
