import gc
from itertools import product

import numpy as np
import tensorflow as tf

from data import drop_variable, target_of
from nets import basic_lstm

stop_early = tf.keras.callbacks.EarlyStopping(patience=20, restore_best_weights=True)


def run(x_train, y_train, x_valid, y_valid, out_dir):
    basic_model = basic_lstm(x_train.shape[1], x_train.shape[2])
    results = {}
    for i, j in product(range(x_train.shape[2]), repeat=2):
        y_tr, y_va = target_of(y_train, i), target_of(y_valid, i)
        ur = tf.keras.models.clone_model(basic_model)
        ur.compile(optimizer="adam", loss="mse")
        ur.fit(x_train, y_tr, validation_data=(x_valid, y_va), epochs=5000, batch_size=10000,
               callbacks=[stop_early, tf.keras.callbacks.ModelCheckpoint(f"{out_dir}/{i}_{j}_ur.h5", save_best_only=True)],
               verbose=0)
        x_tr_r, x_va_r = drop_variable(x_train, j), drop_variable(x_valid, j)
        r = tf.keras.models.clone_model(basic_lstm(x_tr_r.shape[1], x_tr_r.shape[2]))
        r.compile(optimizer="adam", loss="mse")
        r.fit(x_tr_r, y_tr, validation_data=(x_va_r, y_va), epochs=5000, batch_size=10000,
              callbacks=[stop_early, tf.keras.callbacks.ModelCheckpoint(f"{out_dir}/{i}_{j}_r.h5", save_best_only=True)],
              verbose=0)
        rss_ur = float(np.mean((ur(x_valid).numpy()[:, 0] - y_va) ** 2))
        rss_r = float(np.mean((r(x_va_r).numpy()[:, 0] - y_va) ** 2))
        results[(i, j)] = rss_r / rss_ur
        del r, ur
        del x_tr_r, x_va_r
        gc.collect()
    return results


if __name__ == "__main__":
    data = np.load("series.npz")
    scores = run(data["x_train"], data["y_train"], data["x_valid"], data["y_valid"], "raw")
    print(scores)
