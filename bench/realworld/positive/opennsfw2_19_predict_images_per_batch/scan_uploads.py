import glob
import sys

import opennsfw2 as n2

THRESHOLD = 0.8


def scan(folder, batch=32):
    paths = sorted(glob.glob(folder + "/**/*.jpg", recursive=True))
    flagged = []
    for start in range(0, len(paths), batch):
        chunk = paths[start:start + batch]
        scores = n2.predict_images(chunk)
        flagged.extend(path for path, (_, nsfw) in zip(chunk, scores) if nsfw > THRESHOLD)
        print(f"{start + len(chunk)}/{len(paths)} scanned, {len(flagged)} flagged")
    return flagged


if __name__ == "__main__":
    for path in scan(sys.argv[1]):
        print(path)
