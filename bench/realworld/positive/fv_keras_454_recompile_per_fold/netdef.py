from tensorflow import keras


def build_net(n_features, n_classes, hidden=(256, 128)):
    net = keras.Sequential([keras.Input(shape=(n_features,))])
    for units in hidden:
        net.add(keras.layers.Dense(units, activation="relu"))
    net.add(keras.layers.Dense(n_classes, activation="softmax"))
    return net


def reset_net(net, weights, lr, momentum):
    """Restore the initial parameters and start from a fresh optimizer."""
    net.set_weights(weights)
    net.compile(optimizer=keras.optimizers.SGD(learning_rate=lr, momentum=momentum),
                loss="categorical_crossentropy", metrics=["accuracy"])
