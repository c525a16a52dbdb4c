import csv
import glob
import sys

from batch_infer import BatchDetector

BATCH_SIZE = 8


def chunks(items, n):
    for i in range(0, len(items), n):
        yield items[i:i + n]


def main(weights, image_dir, out_csv):
    detector = BatchDetector(weights)
    paths = sorted(glob.glob(image_dir + "/*.jpg"))
    with open(out_csv, "w", newline="") as f:
        writer = csv.writer(f)
        for batch in chunks(paths, BATCH_SIZE):
            for path, (boxes, scores, labels) in zip(batch, detector.detect_batch(batch)):
                for box, score, label in zip(boxes, scores, labels):
                    writer.writerow([path, *box.astype(int).tolist(), float(score), int(label)])


if __name__ == "__main__":
    main(*sys.argv[1:4])
