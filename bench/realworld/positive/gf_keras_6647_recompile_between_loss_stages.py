# source: https://github.com/keras-team/keras/issues/6647
# symptom: two-step training of one regression model (first minimise MSE, then a custom loss): the first compile and fit run fine, the process runs out of memory when it reaches the second model.compile
# expect: TFM013 36
# note: the user's stages (compile, fit, compile with another loss, fit) are written as a loop over a stage schedule, as the training script generalises them; the model is built once, before the loop.
import argparse

import numpy as np
import tensorflow as tf
from tensorflow import keras


def masked_relative_error(y_true, y_pred):
    mask = tf.cast(tf.abs(y_true) > 1e-3, y_pred.dtype)
    rel = tf.abs(y_pred - y_true) / (tf.abs(y_true) + 1e-3)
    return tf.reduce_sum(rel * mask) / (tf.reduce_sum(mask) + 1.0)


STAGES = [
    {"loss": "mse", "lr": 1e-3, "epochs": 30},
    {"loss": masked_relative_error, "lr": 3e-4, "epochs": 20},
    {"loss": masked_relative_error, "lr": 1e-4, "epochs": 10},
]


def build_regressor(n_in, n_out):
    inputs = keras.Input(shape=(n_in,))
    x = inputs
    for width in (2048, 2048, 1024, 512):
        x = keras.layers.Dense(width, activation="relu")(x)
    outputs = keras.layers.Dense(n_out)(x)
    return keras.Model(inputs, outputs)


def train_in_stages(model, x, y, x_val, y_val):
    for i, stage in enumerate(STAGES):
        model.compile(optimizer=keras.optimizers.Adam(stage["lr"]), loss=stage["loss"])
        model.fit(x, y, validation_data=(x_val, y_val), epochs=stage["epochs"], batch_size=512, verbose=2)
        model.save_weights(f"stage_{i}.weights.h5")
    return model


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default="spectra.npz")
    args = ap.parse_args()
    d = np.load(args.data)
    net = build_regressor(d["x"].shape[1], d["y"].shape[1])
    train_in_stages(net, d["x"], d["y"], d["x_val"], d["y_val"])
