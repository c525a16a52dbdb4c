import json

import tensorflow as tf

from .cifar_training_tools import cifar_training
from .models import resnet

OPTIMIZERS = {"sgd": lambda: tf.keras.optimizers.SGD(0.1, momentum=0.9), "adam": lambda: tf.keras.optimizers.Adam(1e-3)}


def load_cifar10(batch_size=256):
    (x_train, y_train), (x_test, y_test) = tf.keras.datasets.cifar10.load_data()
    train = tf.data.Dataset.from_tensor_slices((x_train / 255.0, y_train)).shuffle(50000).batch(batch_size)
    return train, tf.data.Dataset.from_tensor_slices((x_test / 255.0, y_test)).batch(batch_size)


def main():
    train_ds, test_ds = load_cifar10()
    results = {}
    for name, make_optimizer in OPTIMIZERS.items():
        for depth in (20, 32):
            history = cifar_training(resnet(depth), make_optimizer(), train_ds, test_ds, epochs=160,
                                     lr_fn=lambda epoch: 0.1 * 0.1 ** (epoch // 80))
            results[f"{name}-resnet{depth}"] = history
    with open("results.json", "w") as f:
        json.dump(results, f)


if __name__ == "__main__":
    main()
