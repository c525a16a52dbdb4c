import numpy as np
import tensorflow as tf


def build_model():
    inp = tf.keras.Input(shape=(27, 27, 3))
    x = tf.keras.layers.Conv2D(36, 4, activation="relu")(inp)
    x = tf.keras.layers.GlobalAveragePooling2D()(x)
    out = tf.keras.layers.Dense(1, activation="sigmoid")(x)
    return tf.keras.Model(inp, out)


def load_fold(fold, n_bags=80):
    rng = np.random.default_rng(fold)

    def gen():
        for _ in range(n_bags):
            n = int(rng.integers(5, 30))
            x = rng.random((n, 27, 27, 3), dtype=np.float32)
            y = np.full((n, 1), float(rng.random() > 0.5), np.float32)
            yield x, y

    sig = (tf.TensorSpec((None, 27, 27, 3), tf.float32), tf.TensorSpec((None, 1), tf.float32))
    return (tf.data.Dataset.from_generator(gen, output_signature=sig),
            tf.data.Dataset.from_generator(gen, output_signature=sig))
