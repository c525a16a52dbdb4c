import argparse

import numpy as np
import tensorflow as tf

from convnp.training import train_epoch


class GaussianHead(tf.keras.Model):
    def __init__(self, hidden=128):
        super().__init__()
        self.body = tf.keras.Sequential([
            tf.keras.layers.Dense(hidden, activation="relu"),
            tf.keras.layers.Dense(hidden, activation="relu"),
        ])
        self.mean = tf.keras.layers.Dense(1)
        self.log_std = tf.keras.layers.Dense(1)

    def call(self, x, training=False):
        h = self.body(x, training=training)
        return self.mean(h), self.log_std(h)


def make_tasks(n_tasks, n_points=256):
    tasks = []
    for _ in range(n_tasks):
        x = np.random.uniform(-2, 2, size=(n_points, 3)).astype("float32")
        y = np.sin(x.sum(axis=1, keepdims=True)).astype("float32")
        tasks.append({"x": tf.constant(x), "y": tf.constant(y)})
    return tasks


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=500)
    parser.add_argument("--batch-size", type=int, default=8)
    args = parser.parse_args()

    model = GaussianHead()
    train_tasks = make_tasks(400)
    epoch_losses = []
    for epoch in range(args.epochs):
        losses = train_epoch(model, train_tasks, lr=5e-5, batch_size=args.batch_size)
        epoch_losses.append(float(np.mean(losses)))
        print(f"epoch {epoch}: {epoch_losses[-1]:.4f}")
