from keras.datasets import mnist
from keras.utils import to_categorical

from devol import DEVOL, GenomeHandler


def load():
    (x_train, y_train), (x_test, y_test) = mnist.load_data()
    x_train = x_train.reshape(-1, 28, 28, 1).astype("float32") / 255
    x_test = x_test.reshape(-1, 28, 28, 1).astype("float32") / 255
    return (x_train, to_categorical(y_train)), (x_test, to_categorical(y_test))


if __name__ == "__main__":
    handler = GenomeHandler(max_conv_layers=6, max_dense_layers=2, max_filters=256,
                            max_dense_nodes=1024, input_shape=(28, 28, 1), n_classes=10)
    search = DEVOL(handler, load())
    best = search.run(num_generations=20, pop_size=20, epochs=5)
    print("best genome:", best)
