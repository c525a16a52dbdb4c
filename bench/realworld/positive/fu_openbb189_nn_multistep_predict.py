# source: https://github.com/OpenBB-finance/OpenBB/pull/189
# symptom: "WARNING:tensorflow:6 out of the last 6 calls to <function Model.make_predict_function.<locals>.predict_function> triggered tf.function retracing" when the neural-network prediction menu forecasts several days ahead
# expect: TFM008 47
# note: the PR's multi-step forecast calls model.predict on a (1, n_inputs, 1) window once per forecast day, feeding each prediction back into the window; the maintainers noted the repeated predict calls in that loop as inefficient

import argparse

import numpy as np
import pandas as pd
from sklearn.preprocessing import MinMaxScaler
from tensorflow.keras.layers import LSTM, Dense
from tensorflow.keras.models import Sequential


def build_lstm(n_inputs, units=32):
    model = Sequential()
    model.add(LSTM(units, input_shape=(n_inputs, 1)))
    model.add(Dense(1))
    model.compile(optimizer="adam", loss="mae")
    return model


def make_windows(series, n_inputs):
    x = np.array([series[i:i + n_inputs] for i in range(len(series) - n_inputs)])
    y = series[n_inputs:]
    return x[..., None], y


def main():
    parser = argparse.ArgumentParser(prog="lstm")
    parser.add_argument("csv")
    parser.add_argument("-d", "--days", dest="n_days", type=int, default=5)
    parser.add_argument("-i", "--input", dest="n_inputs", type=int, default=40)
    parser.add_argument("-e", "--epochs", dest="n_epochs", type=int, default=200)
    ns_parser = parser.parse_args()

    df_stock = pd.read_csv(ns_parser.csv, index_col="date", parse_dates=True)
    scaler = MinMaxScaler()
    stock_train_data = scaler.fit_transform(df_stock[["5. adjusted close"]].values).ravel()
    x, y = make_windows(stock_train_data, ns_parser.n_inputs)
    model = build_lstm(ns_parser.n_inputs)
    model.fit(x, y, epochs=ns_parser.n_epochs, batch_size=16, verbose=0)

    yhat_future = []
    window = stock_train_data.copy()
    for _ in range(ns_parser.n_days):
        yhat = model.predict(window[-ns_parser.n_inputs:].reshape(1, ns_parser.n_inputs, 1), verbose=0)
        yhat_future.append(float(yhat[0, 0]))
        window = np.append(window, yhat[0, 0])
    preds = scaler.inverse_transform(np.array(yhat_future)[:, None]).ravel()
    index = pd.bdate_range(df_stock.index[-1], periods=ns_parser.n_days + 1)[1:]
    print(pd.Series(preds, index=index, name="Prediction").round(2))


if __name__ == "__main__":
    main()
