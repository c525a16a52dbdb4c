import tensorflow as tf

from ensemble import Ensemble
from members import build_member


def main():
    (x_train, y_train), (x_test, y_test) = tf.keras.datasets.fashion_mnist.load_data()
    x_train = x_train[..., None].astype("float32") / 255.0
    x_test = x_test[..., None].astype("float32") / 255.0

    ensemble = Ensemble([build_member("small"), build_member("medium"), build_member("large")])
    ensemble.fit(x_train, y_train, epochs=5)
    print("ensemble accuracy:", ensemble.evaluate(x_test, y_test))


if __name__ == "__main__":
    main()
