"""Polls the export directory and reloads the model whenever a newer version appears."""
import glob
import os
import time

import numpy as np

from loader import load_fresh, score

EXPORT_GLOB = os.environ.get("EXPORT_GLOB", "export/*.keras")


def newest(pattern):
    files = glob.glob(pattern)
    return max(files, key=os.path.getmtime) if files else None


def main(poll_seconds=60):
    current, model = None, None
    probe = np.zeros((8, 224, 224, 3), dtype="float32")
    while True:
        candidate = newest(EXPORT_GLOB)
        if candidate and candidate != current:
            model = load_fresh(candidate)
            current = candidate
            print("serving", current, "probe mean", float(score(model, probe).mean()))
        time.sleep(poll_seconds)


if __name__ == "__main__":
    main()
