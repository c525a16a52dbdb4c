# source: https://github.com/tensorflow/tensorflow/issues/25073
# symptom: fit() takes longer on every iteration when the model is recompiled before it; without the recompile the time stays constant
# expect: TFM013 12
# note: the model is a parameter; only .compile() followed by .fit(epochs=1) shows it is Keras
import time

import numpy as np


def train_online(net, stream, optimizer_for):
    for step, (x, y) in enumerate(stream):
        net.compile(optimizer=optimizer_for(step), loss="categorical_crossentropy")
        start = time.time()
        net.fit(x, y, epochs=1, verbose=0)
        print(step, round(time.time() - start, 4))


def repeat(x, y, n):
    for _ in range(n):
        yield x, y


if __name__ == "__main__":
    import tensorflow as tf

    net = tf.keras.Sequential([tf.keras.Input((10,)), tf.keras.layers.Dense(25, activation="relu"),
                               tf.keras.layers.Dense(10, activation="softmax")])
    x = np.array([[0, 1, 1, 1, 0, 0, 0, 1, 1, 1]], dtype="float32")
    y = np.eye(10)[[0]]
    train_online(net, repeat(x, y, 1000), lambda step: tf.keras.optimizers.SGD(0.01))
