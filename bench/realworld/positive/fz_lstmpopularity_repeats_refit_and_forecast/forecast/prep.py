import numpy as np
import pandas as pd
from sklearn.preprocessing import MinMaxScaler


def difference(values, interval=1):
    return pd.Series([values[i] - values[i - interval] for i in range(interval, len(values))])


def inverse_difference(history, yhat, interval=1):
    return yhat + history[-interval]


def timeseries_to_supervised(data, lag=1):
    df = pd.DataFrame(data)
    columns = [df.shift(i) for i in range(1, lag + 1)] + [df]
    return pd.concat(columns, axis=1).fillna(0)


def scale(train, test):
    scaler = MinMaxScaler(feature_range=(-1, 1)).fit(train)
    return scaler, scaler.transform(train), scaler.transform(test)


def invert_scale(scaler, X, value):
    row = np.array([x for x in X] + [value]).reshape(1, -1)
    return scaler.inverse_transform(row)[0, -1]
