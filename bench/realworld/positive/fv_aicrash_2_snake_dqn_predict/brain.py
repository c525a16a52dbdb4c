from keras import layers, models, optimizers


def build_brain(input_shape, learning_rate=1e-4, number_actions=4):
    model = models.Sequential([
        layers.Input(shape=input_shape),
        layers.Conv2D(32, (3, 3), activation="relu"),
        layers.MaxPooling2D((2, 2)),
        layers.Conv2D(64, (2, 2), activation="relu"),
        layers.Flatten(),
        layers.Dense(256, activation="relu"),
        layers.Dense(number_actions),
    ])
    model.compile(loss="mean_squared_error", optimizer=optimizers.Adam(learning_rate=learning_rate))
    return model


def load_brain(path):
    return models.load_model(path)
