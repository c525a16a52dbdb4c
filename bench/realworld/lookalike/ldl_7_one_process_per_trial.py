# source: https://github.com/NVDLI/LDL/issues/7
# note: the workaround added in that thread: each trial builds and trains its model in a child process, so every model's memory is returned when the process exits
import multiprocessing as mp

import numpy as np


def run_trial(genome, queue):
    import tensorflow as tf

    layers = [tf.keras.Input((32, 32, 3))]
    layers += [tf.keras.layers.Conv2D(f, 3, activation="relu", padding="same") for f in genome]
    layers += [tf.keras.layers.GlobalAveragePooling2D(), tf.keras.layers.Dense(10, activation="softmax")]
    model = tf.keras.Sequential(layers)
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    x, y = np.load("cifar_x.npy") / 255.0, np.load("cifar_y.npy")
    hist = model.fit(x, y, validation_split=0.2, epochs=3, verbose=0)
    queue.put(max(hist.history["val_accuracy"]))


if __name__ == "__main__":
    ctx = mp.get_context("spawn")
    results = ctx.Queue()
    for genome in ([32, 64], [64, 64, 128], [16, 32, 64, 128]):
        proc = ctx.Process(target=run_trial, args=(genome, results))
        proc.start()
        proc.join()
        print(genome, results.get())
