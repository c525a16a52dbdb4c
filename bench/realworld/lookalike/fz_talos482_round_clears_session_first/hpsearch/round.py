from tensorflow import keras


def train_round(x, y, params):
    """Builds, trains and scores one model for a parameter permutation."""
    keras.backend.clear_session()
    model = keras.Sequential()
    model.add(keras.Input(shape=(x.shape[1],)))
    for _ in range(params["hidden_layers"]):
        model.add(keras.layers.Dense(params["first_neuron"], activation=params["activation"]))
        model.add(keras.layers.Dropout(params["dropout"]))
    model.add(keras.layers.Dense(y.shape[1], activation="softmax"))

    model.compile(optimizer=keras.optimizers.Adam(params["lr"]),
                  loss="categorical_crossentropy",
                  metrics=["accuracy"])
    history = model.fit(x, y,
                        validation_split=0.25,
                        batch_size=params["batch_size"],
                        epochs=params["epochs"],
                        verbose=0)
    return max(history.history["val_accuracy"])
