import numpy as np
import tensorflow as tf

from scheme import RestartingTrainer


def batch_stream(x, y, batch_size=256, seed=0):
    rng = np.random.default_rng(seed)
    while True:
        idx = rng.integers(0, len(x), batch_size)
        yield x[idx], y[idx]


def main():
    x = np.random.rand(100000, 32).astype("float32")
    y = (x @ np.random.rand(32, 1)).astype("float32")
    model = tf.keras.Sequential([
        tf.keras.layers.Input(shape=(32,)),
        tf.keras.layers.Dense(128, activation="tanh"),
        tf.keras.layers.Dense(1),
    ])
    trainer = RestartingTrainer(model, loss="mse")
    trainer.run(batch_stream(x, y), steps=50000)


if __name__ == "__main__":
    main()
