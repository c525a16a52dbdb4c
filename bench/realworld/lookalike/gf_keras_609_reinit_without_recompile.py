# source: https://github.com/keras-team/keras/issues/609
# note: model averaging without recompiling (the reset the thread asks for): the model is built and compiled once, each ensemble member re-draws every layer's weights from its own initializer before fitting, and member predictions use predict_on_batch; no compile, model construction or predict() inside the loop.
import numpy as np
import tensorflow as tf
from tensorflow import keras


def build_model(n_features):
    model = keras.Sequential([
        keras.Input(shape=(n_features,)),
        keras.layers.Dense(128, activation="relu"),
        keras.layers.Dropout(0.2),
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(1, activation="sigmoid"),
    ])
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
    return model


def reinitialize(model):
    for layer in model.layers:
        if hasattr(layer, "kernel_initializer"):
            layer.kernel.assign(layer.kernel_initializer(layer.kernel.shape))
            layer.bias.assign(layer.bias_initializer(layer.bias.shape))
    for var in model.optimizer.variables:
        if "iteration" in var.name or "learning_rate" in var.name:
            continue
        var.assign(tf.zeros_like(var))


def averaged_probabilities(model, x_train, y_train, x_test, n_members=8, epochs=10):
    total = np.zeros((len(x_test), 1), dtype="float32")
    for member in range(n_members):
        reinitialize(model)
        model.fit(x_train, y_train, epochs=epochs, batch_size=256, verbose=0)
        total += np.asarray(model.predict_on_batch(x_test))
    return total / n_members


if __name__ == "__main__":
    d = np.load("credit.npz")
    net = build_model(d["x_train"].shape[1])
    probs = averaged_probabilities(net, d["x_train"], d["y_train"], d["x_test"])
    np.save("ensemble_probs.npy", probs)
