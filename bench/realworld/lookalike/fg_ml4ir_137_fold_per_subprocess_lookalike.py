# source: https://github.com/salesforce/ml4ir/pull/137
# note: the k-fold run restructured so that each fold's model is built and trained in its own worker process (the model is built once per process), which is what the catalogue recommends for loops that train a model per iteration
import multiprocessing as mp

import tensorflow as tf


def run_fold(fold, data_dir, queue):
    train_ds = tf.data.experimental.load(f"{data_dir}/fold{fold}/train")
    test_ds = tf.data.experimental.load(f"{data_dir}/fold{fold}/test")
    model = tf.keras.Sequential([tf.keras.layers.Dense(64, activation="relu"), tf.keras.layers.Dense(1)])
    model.compile(optimizer="adam", loss="mse")
    model.fit(train_ds, epochs=5, verbose=0)
    queue.put((fold, model.evaluate(test_ds, verbose=0)))


if __name__ == "__main__":
    ctx = mp.get_context("spawn")
    results = ctx.Queue()
    for fold in range(5):
        worker = ctx.Process(target=run_fold, args=(fold, "data/kfold", results))
        worker.start()
        worker.join()
    print(sorted(results.get() for _ in range(5)))
