# source: https://github.com/rstudio/keras3/issues/1114
# symptom: a rolling prediction retrains the same model on every new window and has to call compile() each time to change the learning rate; the run gets slower and heavier as windows accumulate
# expect: TFM013 39
# expect: TFM008 42
# note: one GRU model is built before the loop; every window recompiles it with a new learning rate, fits a few epochs and predicts the next step (the R report's pattern written with the Python Keras API)
import argparse

import numpy as np
import pandas as pd
from tensorflow import keras


def make_windows(series, lookback):
    X = np.stack([series[i:i + lookback] for i in range(len(series) - lookback)])
    y = series[lookback:]
    return X[..., None], y


def build_model(lookback, units=32, dropout=0.1):
    inputs = keras.Input(shape=(lookback, 1))
    x = keras.layers.GRU(units, dropout=dropout)(inputs)
    outputs = keras.layers.Dense(1)(x)
    return keras.Model(inputs, outputs)


def learning_rate_for(window_idx, base=1e-3, boost=5e-3, drift_windows=()):
    return boost if window_idx in drift_windows else base


def rolling_forecast(series, lookback=48, train_size=2000, step=24, epochs=3, drift_windows=()):
    model = build_model(lookback)
    preds, truth = [], []
    n_windows = (len(series) - train_size - lookback) // step
    for w in range(n_windows):
        start = w * step
        chunk = series[start:start + train_size + lookback]
        X, y = make_windows(chunk, lookback)
        lr = learning_rate_for(w, drift_windows=drift_windows)
        model.compile(optimizer=keras.optimizers.Adam(learning_rate=lr), loss="mse")
        model.fit(X, y, epochs=epochs, batch_size=64, verbose=0)
        last = series[start + train_size:start + train_size + lookback].reshape(1, lookback, 1)
        preds.append(float(model.predict(last, verbose=0)[0, 0]))
        truth.append(float(series[start + train_size + lookback]))
    return np.array(preds), np.array(truth)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("csv")
    parser.add_argument("--column", default="load_mw")
    args = parser.parse_args()
    frame = pd.read_csv(args.csv, parse_dates=["ts"]).set_index("ts")
    values = frame[args.column].astype("float32").values
    values = (values - values.mean()) / values.std()
    p, t = rolling_forecast(values, drift_windows={10, 11, 12})
    print("rolling MAE:", np.abs(p - t).mean())
