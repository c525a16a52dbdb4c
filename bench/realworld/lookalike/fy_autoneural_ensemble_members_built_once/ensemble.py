import numpy as np
import tensorflow as tf


class Ensemble:
    """Averages the softmax outputs of a fixed list of compiled Keras models."""

    def __init__(self, models):
        self.models = models

    def fit(self, x_train, y_train, epochs=10, batch_size=128):
        histories = []
        for n, model in enumerate(self.models):
            print("Fitting model #" + str(n))
            histories.append(model.fit(x_train, y_train, epochs=epochs, batch_size=batch_size, verbose=0))
        return histories

    def __call__(self, x):
        outputs = [model(x, training=False) for model in self.models]
        return tf.reduce_mean(tf.stack(outputs, axis=0), axis=0)

    def evaluate(self, x_test, y_test, batch_size=1024):
        correct = 0
        for start in range(0, len(x_test), batch_size):
            probs = self(x_test[start:start + batch_size])
            correct += int(np.sum(np.argmax(probs.numpy(), axis=1) == y_test[start:start + batch_size]))
        return correct / len(x_test)
