# source: https://codemia.io/knowledge-hub/path/how_can_i_predict_the_following_value_of_time_series_using_tensorflow_predict_method
# note: the model is trained on sliding windows built in a Python loop, then predict is called once on the most recent window; the only loops build numpy training data, no model call or construction repeats
import numpy as np
import pandas as pd
import tensorflow as tf

WINDOW = 14


def make_windows(series, window):
    X, y = [], []
    for i in range(len(series) - window):
        X.append(series[i:i + window])
        y.append(series[i + window])
    return np.array(X, dtype=np.float32), np.array(y, dtype=np.float32)


def main():
    frame = pd.read_csv("data/daily_visitors.csv", parse_dates=["day"])
    series = frame["visitors"].astype("float32").values
    mean, std = series.mean(), series.std()
    scaled = (series - mean) / std

    X, y = make_windows(scaled, WINDOW)
    model = tf.keras.Sequential([
        tf.keras.layers.Input(shape=(WINDOW,)),
        tf.keras.layers.Dense(32, activation="relu"),
        tf.keras.layers.Dense(16, activation="relu"),
        tf.keras.layers.Dense(1),
    ])
    model.compile(optimizer="adam", loss="mse")
    model.fit(X, y, epochs=200, batch_size=32, validation_split=0.1, verbose=0)

    last_window = scaled[-WINDOW:].reshape(1, WINDOW)
    next_value = model.predict(last_window, verbose=0)[0, 0] * std + mean
    print(f"forecast for {frame['day'].iloc[-1] + pd.Timedelta(days=1):%Y-%m-%d}: {next_value:.1f}")


if __name__ == "__main__":
    main()
