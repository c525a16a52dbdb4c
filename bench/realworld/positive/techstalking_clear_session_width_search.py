# source: https://techstalking.com/programming/python/what-do-i-need-k-clear_session-and-del-model-for-keras-with-tensorflow-gpu/
# symptom: models built one after another during a hyper-parameter search get slower and slower to train and eventually run out of memory; del model alone does not help
# expect: TFM009 18
# note: a width/learning-rate grid over keras.applications.MobileNetV2 with `del model` at the end of each trial and no clear_session()
import itertools

import numpy as np
import tensorflow as tf
from tensorflow.keras.applications import MobileNetV2

ALPHAS = [0.35, 0.5, 0.75, 1.0]
LRS = [1e-2, 1e-3, 1e-4]


def run_grid(x_train, y_train, x_val, y_val):
    results = {}
    for alpha, lr in itertools.product(ALPHAS, LRS):
        model = MobileNetV2(input_shape=(96, 96, 3), alpha=alpha, weights=None, classes=10)
        model.compile(optimizer=tf.keras.optimizers.Adam(lr), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
        model.fit(x_train, y_train, batch_size=64, epochs=3, verbose=0)
        results[(alpha, lr)] = model.evaluate(x_val, y_val, verbose=0)[1]
        del model
    return max(results, key=results.get), results


if __name__ == "__main__":
    x = np.random.rand(512, 96, 96, 3).astype("float32")
    y = np.random.randint(0, 10, size=512)
    print(run_grid(x[:400], y[:400], x[400:], y[400:]))
