import math

import numpy as np
import pandas as pd


def sigmoid(x):
    try:
        return 1 / (1 + math.exp(-x))
    except OverflowError:
        return 0.0


def load_prices(path):
    return list(pd.read_csv(path)["Adj Close"])


def get_state(data, t, n_days):
    d = t - n_days + 1
    block = data[d: t + 1] if d >= 0 else -d * [data[0]] + data[0: t + 1]
    res = [sigmoid(block[i + 1] - block[i]) for i in range(n_days - 1)]
    return np.array([res])


def format_position(price):
    return ("-$" if price < 0 else "+$") + "{0:.2f}".format(abs(price))
