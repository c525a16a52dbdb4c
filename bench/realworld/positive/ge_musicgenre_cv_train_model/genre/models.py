from tensorflow.keras import layers, models, optimizers


def build_cnn(input_shape, n_classes):
    model = models.Sequential([
        layers.Conv2D(32, (3, 3), activation="relu", input_shape=input_shape),
        layers.MaxPooling2D((2, 2)),
        layers.Conv2D(64, (3, 3), activation="relu"),
        layers.MaxPooling2D((2, 2)),
        layers.Flatten(),
        layers.Dropout(0.3),
        layers.Dense(128, activation="relu"),
        layers.Dense(n_classes, activation="softmax"),
    ])
    model.compile(optimizer=optimizers.Adam(1e-4),
                  loss="categorical_crossentropy", metrics=["accuracy"])
    return model


def train_model(x_train, y_train, x_val, y_val, run_name, genres, epochs=40):
    model = build_cnn(x_train.shape[1:], y_train.shape[1])
    history = model.fit(x_train, y_train, validation_data=(x_val, y_val),
                        epochs=epochs, batch_size=32, verbose=2)
    model.save(f"checkpoints/{run_name}.h5")
    print(run_name, genres, max(history.history["val_accuracy"]))
    return model, history
