import numpy as np
from tensorflow.keras import layers, models, optimizers


def generate_CNN_hyperparameters(rng, min_layers=1, max_layers=5):
    n = rng.integers(min_layers, max_layers + 1)
    return {"filters": list(rng.integers(10, 100, size=n)), "fc_units": int(rng.integers(10, 2000)),
            "learning_rate": float(10 ** rng.uniform(-4, -1))}


def generate_DeepConvLSTM_hyperparameters(rng):
    return {"filters": list(rng.integers(10, 100, size=rng.integers(1, 5))),
            "lstm_dims": list(rng.integers(10, 100, size=rng.integers(1, 3))),
            "learning_rate": float(10 ** rng.uniform(-4, -1))}


def generate_CNN_model(x_shape, n_classes, filters, fc_units, learning_rate):
    model = models.Sequential([layers.Input(shape=x_shape[1:]), layers.BatchNormalization()])
    for f in filters:
        model.add(layers.Conv1D(int(f), 3, padding="same", activation="relu"))
        model.add(layers.BatchNormalization())
    model.add(layers.Flatten())
    model.add(layers.Dense(fc_units, activation="relu"))
    model.add(layers.Dense(n_classes, activation="softmax"))
    model.compile(loss="categorical_crossentropy", optimizer=optimizers.Adam(learning_rate),
                  metrics=["accuracy"])
    return model


def generate_DeepConvLSTM_model(x_shape, n_classes, filters, lstm_dims, learning_rate):
    inp = layers.Input(shape=x_shape[1:])
    x = inp
    for f in filters:
        x = layers.Conv1D(int(f), 3, padding="same", activation="relu")(x)
    for i, d in enumerate(lstm_dims):
        x = layers.LSTM(int(d), return_sequences=i < len(lstm_dims) - 1)(x)
    out = layers.Dense(n_classes, activation="softmax")(x)
    model = models.Model(inp, out)
    model.compile(loss="categorical_crossentropy", optimizer=optimizers.Adam(learning_rate),
                  metrics=["accuracy"])
    return model


def generate_models(x_shape, n_classes, number_of_models=5, model_types=("CNN", "DeepConvLSTM"), seed=0):
    rng = np.random.default_rng(seed)
    generated = []
    for _ in range(number_of_models):
        model_type = rng.choice(model_types)
        if model_type == "CNN":
            hyper = generate_CNN_hyperparameters(rng)
            model = generate_CNN_model(x_shape, n_classes, **hyper)
        else:
            hyper = generate_DeepConvLSTM_hyperparameters(rng)
            model = generate_DeepConvLSTM_model(x_shape, n_classes, **hyper)
        generated.append((model, hyper, str(model_type)))
    return generated
