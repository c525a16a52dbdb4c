# source: https://github.com/keras-team/keras/issues/6860
# note: one LSTM is built and compiled once before the loop; each csv file (one time series per file) continues training the same model with fit, so earlier files are not forgotten and nothing is rebuilt or recompiled per file
import glob

import numpy as np
import pandas as pd
from tensorflow.keras.layers import LSTM, Dense
from tensorflow.keras.models import Sequential

LOOKBACK = 24


def windows(values, lookback=LOOKBACK):
    X = np.stack([values[i:i + lookback] for i in range(len(values) - lookback)])
    return X[..., None].astype("float32"), values[lookback:].astype("float32")


def main(pattern="data/series_*.csv"):
    model = Sequential()
    model.add(LSTM(50, input_shape=(LOOKBACK, 1)))
    model.add(Dense(1))
    model.compile(loss="mean_squared_error", optimizer="adam")

    files = sorted(glob.glob(pattern))
    for epoch in range(5):
        for path in files:
            values = pd.read_csv(path)["value"].values
            values = (values - values.mean()) / (values.std() + 1e-8)
            X, y = windows(values)
            model.fit(X, y, epochs=1, batch_size=32, verbose=0, shuffle=False)
        print("pass", epoch + 1, "done")
    model.save("lstm_all_files.keras")


if __name__ == "__main__":
    main()
