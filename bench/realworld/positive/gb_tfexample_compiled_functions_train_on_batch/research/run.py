"""Runs a few passes over MNIST with the compiled step."""
import numpy as np
import tensorflow as tf

from research.steps import train_on_batch, model


def make_dataset(batch_size=64):
    (x_train, y_train), _ = tf.keras.datasets.mnist.load_data()
    x = x_train.reshape(60000, 784).astype("float32") / 255
    keep = np.random.default_rng(0).random(len(x)) < 0.9
    ds = tf.data.Dataset.from_tensor_slices((x[keep], y_train[keep]))
    return ds.shuffle(buffer_size=1024).batch(batch_size), (x[~keep], y_train[~keep])


def main(passes=5):
    dataset, (x_val, y_val) = make_dataset()
    for p in range(passes):
        for step, (x, y) in enumerate(dataset):
            loss = train_on_batch(x, y)
            if step % 100 == 0:
                print("Pass", p, "Step:", step, "Loss:", float(loss))
        acc = np.mean(np.argmax(model(x_val), axis=-1) == y_val)
        print("held-out accuracy", float(acc))


if __name__ == "__main__":
    main()
