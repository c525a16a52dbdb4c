# source: https://github.com/tensorflow/tensorflow/issues/33516
# symptom: (near-miss) Dataset.map with AUTOTUNE and batch size 1 reported to run out of memory on TF 2.0
# note: the normalisation map is pure TensorFlow (no py_function / numpy_function), parallelism is AUTOTUNE rather than a large literal, prefetch is AUTOTUNE and nothing is cached after a Python function; the model is built once and fit once.
import argparse

import tensorflow as tf
from tensorflow.keras.layers import Dense, Flatten, Reshape


def normalize(image, label):
    image = tf.cast(image, tf.float32) / 255.0
    return image, image


def make_dataset(images, batch_size):
    dataset = tf.data.Dataset.from_tensor_slices((images, images))
    dataset = dataset.map(normalize, num_parallel_calls=tf.data.AUTOTUNE)
    dataset = dataset.batch(batch_size)
    return dataset.prefetch(tf.data.AUTOTUNE)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--batch-size", type=int, default=1)
    args = parser.parse_args()

    (train_images, _), _ = tf.keras.datasets.mnist.load_data()
    dataset = make_dataset(train_images, args.batch_size)
    autoencoder = tf.keras.Sequential([
        Flatten(input_shape=(28, 28)),
        Dense(64, activation="relu"),
        Dense(28 * 28, activation="sigmoid"),
        Reshape((28, 28)),
    ])
    autoencoder.compile(optimizer="adam", loss=tf.keras.losses.MeanSquaredError())
    autoencoder.fit(dataset, epochs=2)


if __name__ == "__main__":
    main()
