import csv
import pathlib

from PIL import Image

from .scoring import score


def score_folder(folder, out_csv):
    rows = []
    for path in sorted(pathlib.Path(folder).glob("*.jpg")):
        with Image.open(path) as img:
            rows.append((path.name, score(img)))
    with open(out_csv, "w", newline="") as f:
        csv.writer(f).writerows(rows)
    return rows


if __name__ == "__main__":
    import sys

    score_folder(sys.argv[1], sys.argv[2])
