import argparse

import numpy as np
import pandas as pd
import tensorflow as tf

from losses import custom_loss


def make_windows(series, lookback):
    xs, ys = [], []
    for i in range(len(series) - lookback):
        xs.append(series[i:i + lookback])
        ys.append(series[i + lookback])
    return np.array(xs)[..., None].astype("float32"), np.array(ys)[:, None].astype("float32")


def build_model(lookback):
    return tf.keras.Sequential([
        tf.keras.layers.Input(shape=(lookback, 1)),
        tf.keras.layers.LSTM(64, return_sequences=True),
        tf.keras.layers.LSTM(32),
        tf.keras.layers.Dense(1),
    ])


model = None
optimizer = tf.keras.optimizers.Adam(1e-3)


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        y_pred = model(x, training=True)
        loss = custom_loss(y, y_pred)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


def main():
    global model
    ap = argparse.ArgumentParser()
    ap.add_argument("--csv", default="data/AAPL.csv")
    ap.add_argument("--lookback", type=int, default=30)
    ap.add_argument("--epochs", type=int, default=100)
    args = ap.parse_args()

    close = pd.read_csv(args.csv)["Close"].to_numpy()
    close = (close - close.mean()) / close.std()
    x, y = make_windows(close, args.lookback)
    ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(64, drop_remainder=True)

    model = build_model(args.lookback)
    for epoch in range(args.epochs):
        for xb, yb in ds:
            loss = train_step(xb, yb)
        print(f"epoch {epoch}: loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
