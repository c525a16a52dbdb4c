# source: https://github.com/tensorflow/tensorflow/issues/47971
# symptom: none from the session: each iteration starts with tf.keras.backend.clear_session() before its dataset and model are built
# note: the reporter's loop already clears the Keras session first thing in every iteration (the remaining slow-down in that thread is not the global-state growth TFM009 is about)
import time

import numpy as np
import tensorflow as tf

n_samples, n_features, n_targets, batch_size = 30000, 100, 5, 100
x = np.arange(n_samples * n_features, dtype=np.float64).reshape((n_samples, n_features))
y = np.arange(n_samples * n_targets, dtype=np.float64).reshape((n_samples, n_targets))

for t_idx in range(10):
    tf.keras.backend.clear_session()
    dataset = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(n_samples).repeat().batch(batch_size).prefetch(tf.data.AUTOTUNE)
    model = tf.keras.Sequential([tf.keras.Input((n_features,)), tf.keras.layers.Dense(64, activation="relu"), tf.keras.layers.Dense(n_targets)])
    model.compile(optimizer="adam", loss="mse")
    start = time.time()
    model.fit(dataset, steps_per_epoch=100, epochs=1, verbose=0)
    print(t_idx, round(time.time() - start, 2))
