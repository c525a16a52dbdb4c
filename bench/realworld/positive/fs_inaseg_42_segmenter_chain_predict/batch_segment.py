import csv
import glob
import os
import sys

from inaseg import Segmenter


def main(input_dir, output_dir):
    seg = Segmenter()
    os.makedirs(output_dir, exist_ok=True)
    for path in sorted(glob.glob(os.path.join(input_dir, "*.wav"))):
        segmentation = seg(path)
        out = os.path.join(output_dir, os.path.basename(path) + ".csv")
        with open(out, "w", newline="") as f:
            writer = csv.writer(f, delimiter="\t")
            writer.writerow(["labels", "start", "stop"])
            writer.writerows(segmentation)
        print("done", path, len(segmentation), "segments")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
