import math

import numpy as np


def getStockDataVec(key):
    vec = []
    with open("data/" + key + ".csv") as f:
        for line in f.read().splitlines()[1:]:
            vec.append(float(line.split(",")[4]))
    return vec


def sigmoid(x):
    return 1 / (1 + math.exp(-x))


def getState(data, t, n):
    d = t - n + 1
    block = data[d:t + 1] if d >= 0 else -d * [data[0]] + data[0:t + 1]
    return np.array([[sigmoid(block[i + 1] - block[i]) for i in range(n - 1)]])
