import argparse
import glob
import os

import cv2

from plugins.align import Align


def detected_faces(frames_dir, batch_size):
    batch = []
    for path in sorted(glob.glob(os.path.join(frames_dir, "*.png"))):
        frame = cv2.imread(path)
        h, w = frame.shape[:2]
        batch.append({"path": path, "frame": frame, "box": (w * 0.25, h * 0.25, w * 0.75, h * 0.75)})
        if len(batch) == batch_size:
            yield batch
            batch = []
    if batch:
        yield batch


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("-i", "--input-dir", required=True)
    parser.add_argument("-m", "--model", default="models/fan.keras")
    parser.add_argument("-b", "--batch-size", type=int, default=7)
    args = parser.parse_args()

    aligner = Align(args.model)
    with open("alignments.csv", "w") as fh:
        for batch in detected_faces(args.input_dir, args.batch_size):
            for item, points in zip(batch, aligner.align(batch)):
                fh.write("%s,%s\n" % (item["path"], points.flatten().tolist()))


if __name__ == "__main__":
    main()
