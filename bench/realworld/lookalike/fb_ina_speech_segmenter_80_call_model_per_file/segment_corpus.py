import csv
import glob
import os
import sys

from inaseg.segmenter import Segmenter


def main(in_dir, out_dir):
    seg = Segmenter(batch_size=1024)
    os.makedirs(out_dir, exist_ok=True)
    for path in sorted(glob.glob(os.path.join(in_dir, "*.mp3"))):
        segments = seg(path)
        out = os.path.join(out_dir, os.path.basename(path) + ".csv")
        with open(out, "w", newline="") as f:
            csv.writer(f, delimiter="\t").writerows(segments)
        print(path, len(segments), "segments")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
