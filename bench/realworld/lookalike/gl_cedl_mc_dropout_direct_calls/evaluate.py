import gc

import numpy as np
import tensorflow as tf
import tensorflow.keras.backend as K

from models import MCDropoutModel

RUNS = 10


def load_cifar():
    (x_train, y_train), (x_test, y_test) = tf.keras.datasets.cifar10.load_data()
    return (x_train / 255.0, tf.keras.utils.to_categorical(y_train, 10),
            x_test / 255.0, tf.keras.utils.to_categorical(y_test, 10))


def main():
    x_train, y_train, x_test, y_test = load_cifar()
    accuracies, entropies = [], []
    for run in range(RUNS):
        print(f"Run: {run}")
        model = MCDropoutModel(x_train, y_train, learning_rate=0.001)
        model.train(epochs=50)
        probs = model.adaptive_mc_predict(x_test[:2000])
        accuracies.append(np.mean(np.argmax(probs, 1) == np.argmax(y_test[:2000], 1)))
        noise_probs = model.adaptive_mc_predict(np.random.rand(2000, 32, 32, 3))
        entropies.append(float(-np.sum(noise_probs * np.log(noise_probs + 1e-12), axis=1).mean()))

        K.clear_session()
        gc.collect()
        del model
    print(f"accuracy {np.mean(accuracies):.4f} +/- {np.std(accuracies):.4f}")
    print(f"OOD entropy {np.mean(entropies):.4f} +/- {np.std(entropies):.4f}")


if __name__ == "__main__":
    main()
