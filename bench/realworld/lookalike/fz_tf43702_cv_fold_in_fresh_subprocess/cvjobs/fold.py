import numpy as np


def run_fold(args):
    """Trains and scores one fold; runs inside a short-lived worker process."""
    import tensorflow as tf

    fold, train_idx, test_idx, data_path = args
    data = np.load(data_path)
    x, y = data["x"], data["y"]
    model = tf.keras.Sequential([
        tf.keras.Input(shape=(x.shape[1],)),
        tf.keras.layers.Dense(128, activation="relu"),
        tf.keras.layers.Dense(1, activation="sigmoid"),
    ])
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
    model.fit(x[train_idx], y[train_idx], epochs=20, batch_size=64, verbose=0)
    _, acc = model.evaluate(x[test_idx], y[test_idx], verbose=0)
    return fold, float(acc)
