"""Walk-forward backtest: refit on the last WINDOW days, predict the next day."""
import numpy as np
import pandas as pd
import tensorflow as tf

from online_model import RollingRegressor

tf.compat.v1.disable_eager_execution()

WINDOW = 250


def load_features(path):
    frame = pd.read_csv(path, parse_dates=["date"]).set_index("date")
    y = frame.pop("target").values.reshape(-1, 1)
    return frame.values.astype(np.float64), y.astype(np.float64)


def walk_forward(x, y):
    model = RollingRegressor(x.shape[1])
    preds = []
    for t in range(WINDOW, len(x)):
        loss = model.fit(x[t - WINDOW:t], y[t - WINDOW:t], maxiter=50)
        preds.append(float(model.predict(x[t:t + 1])[0, 0]))
        if t % 20 == 0:
            print("day %d loss %.5f" % (t, loss))
    return np.asarray(preds)


if __name__ == "__main__":
    features, target = load_features("daily_features.csv")
    p = walk_forward(features, target)
    err = p - target[WINDOW:, 0]
    print("rmse %.5f" % np.sqrt(np.mean(err ** 2)))
