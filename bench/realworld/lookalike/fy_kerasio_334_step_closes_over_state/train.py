import argparse

import tensorflow as tf

from trainer import Trainer


def build_model(hidden):
    return tf.keras.Sequential([
        tf.keras.layers.Flatten(input_shape=(28, 28)),
        tf.keras.layers.Dense(hidden, activation="relu"),
        tf.keras.layers.Dense(10),
    ])


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--hidden", type=int, default=128)
    p.add_argument("--epochs", type=int, default=5)
    p.add_argument("--lr", type=float, default=1e-3)
    args = p.parse_args()

    (x_train, y_train), _ = tf.keras.datasets.mnist.load_data()
    ds = tf.data.Dataset.from_tensor_slices((x_train.astype("float32") / 255.0, y_train.astype("int32")))
    ds = ds.shuffle(10000).batch(128).prefetch(tf.data.AUTOTUNE)

    trainer = Trainer(build_model(args.hidden), learning_rate=args.lr)
    trainer.fit(ds, args.epochs)
