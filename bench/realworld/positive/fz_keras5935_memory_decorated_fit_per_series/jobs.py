import csv
import sys

import numpy as np

from fitting import fit_line


def read_series(path):
    series = {}
    with open(path) as fh:
        for row in csv.DictReader(fh):
            series.setdefault(row["sensor"], []).append((float(row["x"]), float(row["y"])))
    return series


def main(path):
    results = {}
    for sensor, points in read_series(path).items():
        xs = np.array([p[0] for p in points], dtype=float)
        ys = np.array([p[1] for p in points], dtype=float)
        results[sensor] = fit_line(xs, ys)
    for sensor, value in sorted(results.items()):
        print(sensor, value)


if __name__ == "__main__":
    main(sys.argv[1])
