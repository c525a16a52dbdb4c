# source: https://ahjavid.github.io/technical-notes-blog/posts/tensorflow-retracing-optimization
# symptom: production trading models flood the logs with "5 out of the last 13 calls to <function> triggered tf.function retracing"; the post measures 847 retraces per 1000 calls and 1.9-3.9x slowdowns for a prediction function without a signature fed inputs of changing shape
# expect: TFM001 16
# note: a polling service of my own in the post's setting: every cycle it scores all the new ticks since the last poll, so the batch length differs from call to call
import time

import numpy as np
import tensorflow as tf

from market_feed import MarketFeed

WINDOW = 64
model = tf.keras.models.load_model("models/lstm_signal.keras")


@tf.function
def predict_no_signature(X):
    return model(X, training=False)


def make_windows(history, new_ticks):
    prices = np.concatenate([history[-WINDOW:], new_ticks])
    windows = np.lib.stride_tricks.sliding_window_view(prices, WINDOW, axis=0)[1:]
    return windows.transpose(0, 2, 1).astype("float32")


feed = MarketFeed(symbols=["AAPL", "MSFT", "NVDA"])
history = feed.warmup(WINDOW)
while True:
    new_ticks = feed.poll()
    if len(new_ticks) == 0:
        time.sleep(0.5)
        continue
    windows = make_windows(history, new_ticks)
    signals = predict_no_signature(tf.convert_to_tensor(windows)).numpy()
    feed.publish(signals[:, -1])
    history = np.concatenate([history, new_ticks])[-10 * WINDOW:]
