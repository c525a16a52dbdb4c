"""Black-box objective: train a small CNN with the proposed settings."""
import numpy as np
import tensorflow as tf

_DATA = {}


def _data():
    if not _DATA:
        (x, y), (xt, yt) = tf.keras.datasets.fashion_mnist.load_data()
        _DATA.update(x=x[..., None] / 255.0, y=y, xt=xt[..., None] / 255.0, yt=yt)
    return _DATA


def train_evaluate(log_lr, log_batch, dropout, filters):
    d = _data()
    batch = int(2 ** round(log_batch))
    net = tf.keras.Sequential([
        tf.keras.layers.Conv2D(int(filters), 3, activation="relu", input_shape=(28, 28, 1)),
        tf.keras.layers.MaxPooling2D(),
        tf.keras.layers.Conv2D(int(filters) * 2, 3, activation="relu"),
        tf.keras.layers.GlobalAveragePooling2D(),
        tf.keras.layers.Dropout(dropout),
        tf.keras.layers.Dense(10, activation="softmax"),
    ])
    net.compile(tf.keras.optimizers.Adam(10 ** log_lr), "sparse_categorical_crossentropy",
                metrics=["accuracy"])
    net.fit(d["x"], d["y"], batch_size=batch, epochs=3, verbose=0)
    _, acc = net.evaluate(d["xt"], d["yt"], verbose=0)
    return float(np.round(acc, 5))
