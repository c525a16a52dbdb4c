import argparse

import tensorflow as tf

from rlds_data import make_interleaved_dataset

MIXTURE = [("bridge_dataset", 1.0), ("fractal20220817_data", 0.5), ("kuka", 0.3)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data_dir", required=True)
    ap.add_argument("--batch_size", type=int, default=32)
    ap.add_argument("--steps", type=int, default=200_000)
    args = ap.parse_args()
    ds = make_interleaved_dataset(MIXTURE, args.data_dir, args.batch_size)
    policy = tf.keras.Sequential([
        tf.keras.layers.Rescaling(1 / 255.0),
        tf.keras.layers.Conv2D(32, 5, strides=2, activation="relu"),
        tf.keras.layers.GlobalAveragePooling2D(),
        tf.keras.layers.Dense(7),
    ])
    policy.compile(optimizer="adam", loss="mse")
    policy.fit(ds.map(lambda b: (b["image"], b["action"])), steps_per_epoch=1000,
               epochs=args.steps // 1000)


if __name__ == "__main__":
    main()
