import numpy as np
import pandas as pd


def load_series(path, column="load"):
    values = pd.read_csv(path)[column].astype("float32").to_numpy()
    return (values - values.mean()) / values.std()


def make_windows(series, window):
    X = np.stack([series[i:i + window] for i in range(len(series) - window)])
    y = series[window:]
    return X[..., np.newaxis], y
