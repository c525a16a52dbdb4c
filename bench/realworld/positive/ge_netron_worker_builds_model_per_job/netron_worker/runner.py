import numpy as np
from tensorflow import keras

LAYER_TYPES = {
    "Dense": keras.layers.Dense,
    "Dropout": keras.layers.Dropout,
    "Activation": keras.layers.Activation,
}


def build_from_spec(spec, input_dim):
    model = keras.Sequential()
    model.add(keras.Input(shape=(input_dim,)))
    for layer in spec["layers"]:
        params = dict(layer.get("params", {}))
        model.add(LAYER_TYPES[layer["type"]](**params))
    optimizer = keras.optimizers.SGD(**spec.get("optimizer", {}))
    model.compile(optimizer=optimizer, loss=spec.get("loss", "mse"))
    return model


class KerasJobRunner:
    def __init__(self, epochs=2):
        self.epochs = epochs

    def run_job(self, spec, x_train, y_train):
        model = build_from_spec(spec, x_train.shape[1])
        history = model.fit(x_train, y_train, epochs=self.epochs, verbose=0)
        return {"loss": float(np.min(history.history["loss"]))}
