import gc

import numpy as np
import tensorflow as tf


def fit_one(template, data, train_idx, test_idx, epochs=50):
    x, y = data
    model = tf.keras.models.clone_model(template)
    model.compile(optimizer=tf.keras.optimizers.Adam(1e-3), loss="mse")
    model.fit(x[train_idx], y[train_idx], epochs=epochs, batch_size=128, verbose=0)
    err = model.evaluate(x[test_idx], y[test_idx], verbose=0)
    del model
    gc.collect()
    return float(np.sqrt(err))
