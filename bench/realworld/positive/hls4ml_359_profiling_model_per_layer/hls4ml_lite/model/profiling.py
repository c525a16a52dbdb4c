import numpy as np
from tensorflow import keras


def _is_profiled(layer):
    return layer.__class__.__name__ in ("Dense", "Conv1D", "Conv2D", "Activation", "BatchNormalization")


def get_ymodel_keras(keras_model, X):
    """Output of every profiled layer of keras_model for input X."""
    ymodel = {}
    for layer in keras_model.layers:
        if not _is_profiled(layer):
            continue
        if hasattr(layer, "activation") and layer.activation.__name__ != "linear":
            tmp_activation = layer.activation
            layer.activation = keras.activations.linear
            ymodel[layer.name] = keras.Model(keras_model.inputs, layer.output).predict(X)
            layer.activation = tmp_activation
            ymodel[layer.name + "_" + tmp_activation.__name__] = keras.Model(keras_model.inputs, layer.output).predict(X)
        else:
            ymodel[layer.name] = keras.Model(keras_model.inputs, layer.output).predict(X)
    return ymodel


def summarize(ymodel):
    return {name: (float(np.min(y)), float(np.max(y))) for name, y in ymodel.items()}
