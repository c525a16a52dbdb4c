import matplotlib.pyplot as plt
from keras.datasets import mnist
from keras.layers import Dense
from keras.models import Sequential
from keras.utils import to_categorical

(x_train, y_train), (x_test, y_test) = mnist.load_data()
x_train = x_train.reshape(60000, 784) / 255.0
x_test = x_test.reshape(10000, 784) / 255.0
y_train = to_categorical(y_train, 10)
y_test = to_categorical(y_test, 10)


def create_dense(layer_sizes):
    model = Sequential()
    model.add(Dense(layer_sizes[0], activation="sigmoid", input_shape=(784,)))
    for size in layer_sizes[1:]:
        model.add(Dense(size, activation="sigmoid"))
    model.add(Dense(10, activation="softmax"))
    return model


def evaluate(model, batch_size=128, epochs=5):
    model.compile(optimizer="sgd", loss="categorical_crossentropy", metrics=["accuracy"])
    history = model.fit(x_train, y_train, batch_size=batch_size, epochs=epochs,
                        validation_split=0.1, verbose=0)
    loss, accuracy = model.evaluate(x_test, y_test, verbose=0)
    plt.plot(history.history["val_accuracy"])
    print("test accuracy", accuracy)
