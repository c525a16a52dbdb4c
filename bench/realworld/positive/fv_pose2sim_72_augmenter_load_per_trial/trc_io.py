import numpy as np


def read_trc(path):
    with open(path) as f:
        header = [next(f) for _ in range(5)]
    data = np.genfromtxt(path, skip_header=5, delimiter="\t")
    return header, data[:, 2:]


def write_trc(path, header, values):
    with open(path, "w") as f:
        f.writelines(header)
        for i, row in enumerate(values):
            f.write("\t".join([str(i + 1), f"{i / 60:.4f}"] + [f"{v:.5f}" for v in row]) + "\n")
