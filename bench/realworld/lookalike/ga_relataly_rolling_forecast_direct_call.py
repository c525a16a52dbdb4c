# source: https://www.relataly.com/multi-step-time-series-forecasting-a-step-by-step-guide/275/
# note: the rolling multi-step forecast from that tutorial (each single-step prediction is fed back as the newest input), written with a direct model call, model(x, training=False), on one window per step instead of model.predict(); the model is built and trained once before the loop
import argparse

import numpy as np
import pandas as pd
import tensorflow as tf
from sklearn.preprocessing import MinMaxScaler


def make_sequences(values, window):
    x = np.stack([values[i:i + window] for i in range(len(values) - window)])
    y = values[window:]
    return x[..., None], y


def build_model(window, units=110):
    model = tf.keras.Sequential([
        tf.keras.layers.LSTM(units, return_sequences=True, input_shape=(window, 1)),
        tf.keras.layers.LSTM(units),
        tf.keras.layers.Dense(5),
        tf.keras.layers.Dense(1),
    ])
    model.compile(optimizer="adam", loss="mean_squared_error")
    return model


def rolling_forecast(model, history, horizon):
    window = history.shape[0]
    current = history.astype(np.float32).reshape(1, window, 1)
    forecast = []
    for _ in range(horizon):
        next_value = model(current, training=False).numpy()[0, 0]
        forecast.append(next_value)
        current = np.concatenate([current[:, 1:, :], [[[next_value]]]], axis=1).astype(np.float32)
    return np.array(forecast)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--window", type=int, default=50)
    parser.add_argument("--horizon", type=int, default=150)
    parser.add_argument("--epochs", type=int, default=10)
    args = parser.parse_args()

    t = np.arange(0, 400, 0.25)
    series = pd.Series(np.sin(t) * (1 + t / 100.0) + t / 50.0)
    scaler = MinMaxScaler()
    scaled = scaler.fit_transform(series.values.reshape(-1, 1)).ravel()
    split = len(scaled) - args.horizon
    x_train, y_train = make_sequences(scaled[:split], args.window)

    model = build_model(args.window)
    model.fit(x_train, y_train, batch_size=16, epochs=args.epochs, verbose=1)

    forecast = rolling_forecast(model, scaled[split - args.window:split], args.horizon)
    forecast = scaler.inverse_transform(forecast.reshape(-1, 1)).ravel()
    actual = series.values[split:]
    print("MAE over %d steps: %.4f" % (args.horizon, np.mean(np.abs(forecast - actual))))


if __name__ == "__main__":
    main()
