import gc
import os

import psutil
import tensorflow as tf

from mymodel import MyModel


def rss_mb():
    return psutil.Process(os.getpid()).memory_info().rss / 2 ** 20


def run(n_models=50, n_samples=1000, n_features=20):
    x = tf.random.normal((n_samples, n_features))
    y = tf.random.normal((n_samples, 1))
    for i in range(n_models):
        model = MyModel()
        loss = model.train(x, y, tf.constant(100))
        del model
        gc.collect()
        print(f"model {i}: loss {float(loss):.4f}, rss {rss_mb():.1f} MB")


if __name__ == "__main__":
    run()
