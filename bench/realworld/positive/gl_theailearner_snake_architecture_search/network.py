"""Builds the snake-playing network described by a chromosome."""
from tensorflow import keras

ACTIVATIONS = ["relu", "tanh", "sigmoid", "elu"]
OPTIMIZERS = ["adam", "rmsprop", "sgd", "adagrad"]


def build_network(chromosome, n_inputs=7, n_actions=3):
    """chromosome = (n_hidden_layers, units, activation_idx, optimizer_idx)."""
    n_layers, units, act_idx, opt_idx = chromosome
    model = keras.Sequential()
    model.add(keras.layers.Input(shape=(n_inputs,)))
    for _ in range(n_layers):
        model.add(keras.layers.Dense(units, activation=ACTIVATIONS[act_idx]))
    model.add(keras.layers.Dense(n_actions, activation="softmax"))
    model.compile(optimizer=OPTIMIZERS[opt_idx], loss="mse")
    return model
