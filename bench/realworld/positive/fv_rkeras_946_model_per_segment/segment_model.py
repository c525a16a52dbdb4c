from tensorflow import keras


class PrintDot(keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        if epoch % 80 == 0:
            print()
        print(".", end="", flush=True)


def fit_segment(X, y, epochs=500):
    model = keras.Sequential([
        keras.Input(shape=(X.shape[1],)),
        keras.layers.Dense(5, activation="relu"),
        keras.layers.Dense(5, activation="relu"),
        keras.layers.Dense(5, activation="relu"),
        keras.layers.Dense(1),
    ])
    model.compile(loss="mean_absolute_percentage_error", optimizer=keras.optimizers.RMSprop(),
                  metrics=["mean_absolute_percentage_error"])
    early = keras.callbacks.EarlyStopping(monitor="val_loss", patience=20)
    history = model.fit(X, y, epochs=epochs, validation_split=0.2, verbose=0, callbacks=[early, PrintDot()])
    return min(history.history["val_mean_absolute_percentage_error"]), len(history.history["loss"])
