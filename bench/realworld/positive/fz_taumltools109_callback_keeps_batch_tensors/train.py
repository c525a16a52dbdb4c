import numpy as np
import tensorflow as tf

from taunet import ResolutionCallback, TauNet


def make_dataset(n=200000, n_features=64, batch_size=500):
    x = np.random.rand(n, n_features).astype("float32")
    y = tf.keras.utils.to_categorical(np.random.randint(0, 4, size=n), 4)
    w = np.ones(n, dtype="float32")
    return tf.data.Dataset.from_tensor_slices((x, y, w)).batch(batch_size)


def main():
    model = TauNet()
    model.compile(optimizer="adam", loss="categorical_crossentropy", run_eagerly=True)
    model.fit(make_dataset(), epochs=30, callbacks=[ResolutionCallback()])


if __name__ == "__main__":
    main()
