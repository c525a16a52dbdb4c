from tensorflow import keras


def build_cnn(filters, kernel, dense_units, lr):
    model = keras.Sequential([
        keras.layers.Conv2D(filters, kernel, activation="relu", input_shape=(28, 28, 1)),
        keras.layers.MaxPooling2D(),
        keras.layers.Flatten(),
        keras.layers.Dense(dense_units, activation="relu"),
        keras.layers.Dense(10, activation="softmax"),
    ])
    model.compile(optimizer=keras.optimizers.Adam(lr), loss="sparse_categorical_crossentropy",
                  metrics=["accuracy"])
    return model


def fitness(params, data, epochs=3):
    (x_train, y_train), (x_test, y_test) = data
    model = build_cnn(int(params[0]), int(params[1]), int(params[2]), float(params[3]))
    model.fit(x_train, y_train, batch_size=128, epochs=epochs, verbose=0)
    _, acc = model.evaluate(x_test, y_test, verbose=0)
    return 1.0 - acc
