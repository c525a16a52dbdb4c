import argparse

import tensorflow as tf

from helpers.training import adversarial_training


def get_cifar(batch_size):
    (x_tr, y_tr), (x_te, y_te) = tf.keras.datasets.cifar10.load_data()
    x_tr, x_te = x_tr.astype("float32") / 255.0, x_te.astype("float32") / 255.0
    train = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(10000).batch(batch_size)
    test = tf.data.Dataset.from_tensor_slices((x_te, y_te)).batch(batch_size)
    return train, test


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--epochs", type=int, default=10)
    p.add_argument("--batch-size", type=int, default=128)
    p.add_argument("--eps", type=float, default=0.5)
    args = p.parse_args()

    train_ds, test_ds = get_cifar(args.batch_size)
    model = tf.keras.applications.MobileNetV2(input_shape=(32, 32, 3), weights=None, classes=10)
    model.compile(optimizer="adam", loss=tf.keras.losses.SparseCategoricalCrossentropy(), metrics=["accuracy"])
    adversarial_training(model, train_ds, test_ds, epochs=args.epochs,
                         alpha=args.eps / 4, num_iter=7, epsilon=args.eps)
    model.save_weights("robust_mobilenet.h5")
