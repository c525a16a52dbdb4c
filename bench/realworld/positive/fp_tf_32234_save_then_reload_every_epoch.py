# source: https://github.com/tensorflow/tensorflow/issues/32234
# symptom: saving and loading the Keras model during training leaks memory until the run dies with "OSError: [Errno 12] Cannot allocate memory"; during real training it happens quite fast
# expect: TFM009 42
# note: the training script checkpoints the whole model after every chunk of epochs and reloads it from disk to resume (load_model per iteration), without clear_session()
import os

import numpy as np
import tensorflow as tf

CKPT = "checkpoints/regressor.h5"
os.makedirs(os.path.dirname(CKPT), exist_ok=True)


def build_model():
    inputs = tf.keras.Input((1, 1024))
    hidden = tf.keras.layers.Dense(1024, activation="relu")(inputs)
    outputs = tf.keras.layers.Dense(1)(hidden)
    model = tf.keras.Model(inputs, outputs)
    model.compile(optimizer="adam", loss="mse")
    return model


def load_chunk(i, n=512):
    rng = np.random.default_rng(i)
    x = rng.random((n, 1, 1024), dtype=np.float32)
    y = x.mean(axis=-1, keepdims=True)
    return x, y


def main(n_chunks=500):
    model = build_model()
    model.save(CKPT)
    for chunk in range(n_chunks):
        x, y = load_chunk(chunk)
        hist = model.fit(x, y, epochs=2, batch_size=64, verbose=0)
        print(f"chunk {chunk}: loss {hist.history['loss'][-1]:.5f}")

        # persist progress so a crash can resume from the last chunk ...
        model.save(CKPT)
        del model
        # ... and continue from what is on disk
        model = tf.keras.models.load_model(CKPT)


if __name__ == "__main__":
    main()
