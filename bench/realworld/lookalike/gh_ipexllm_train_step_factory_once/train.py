import argparse

import tensorflow as tf
from tensorflow.keras import mixed_precision

from step_factory import train_step_generator


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--batch-size", type=int, default=128)
    args = parser.parse_args()

    mixed_precision.set_global_policy("mixed_float16")
    (x, y), _ = tf.keras.datasets.mnist.load_data()
    dataset = (tf.data.Dataset.from_tensor_slices((x[..., None] / 255.0, y))
               .shuffle(10000)
               .batch(args.batch_size, drop_remainder=True)
               .prefetch(tf.data.AUTOTUNE))

    model = tf.keras.Sequential([
        tf.keras.layers.Input(shape=(28, 28, 1)),
        tf.keras.layers.Conv2D(32, 3, activation="relu"),
        tf.keras.layers.Flatten(),
        tf.keras.layers.Dense(10),
        tf.keras.layers.Activation("linear", dtype="float32"),
    ])
    loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    step = train_step_generator(model, loss_fn, tf.keras.optimizers.Adam(1e-3))

    for epoch in range(args.epochs):
        total = tf.constant(0.0)
        for batch_x, batch_y in dataset:
            total += step(batch_x, batch_y)
        print(f"epoch {epoch + 1}: loss sum {float(total):.2f}")


if __name__ == "__main__":
    main()
