import numpy as np
from tensorflow import keras
from tensorflow.keras import layers


def make_megnet_model(nfeat_node=27, nfeat_edge=100, nfeat_global=2, n_blocks=3):
    atoms = keras.Input(shape=(None, nfeat_node))
    bonds = keras.Input(shape=(None, nfeat_edge))
    state = keras.Input(shape=(None, nfeat_global))
    x = layers.Concatenate(axis=-1)([layers.GlobalAveragePooling1D()(atoms), layers.GlobalAveragePooling1D()(bonds),
                                     layers.GlobalAveragePooling1D()(state)])
    for _ in range(n_blocks):
        x = layers.Dense(64, activation="softplus")(x)
    out = layers.Dense(1)(x)
    return keras.Model([atoms, bonds, state], out)


class MEGNetModel:
    def __init__(self, graph_converter, target_scaler=None, **kwargs):
        self.model = make_megnet_model(**kwargs)
        self.graph_converter = graph_converter
        self.target_scaler = target_scaler

    @classmethod
    def from_file(cls, filename, graph_converter):
        obj = cls(graph_converter)
        obj.model.load_weights(filename)
        return obj

    def predict_structure(self, structure):
        graph = self.graph_converter.convert(structure)
        inp = [np.asarray(graph["atom"])[None], np.asarray(graph["bond"])[None], np.asarray(graph["state"])[None]]
        pred = self.model.predict(inp)
        if self.target_scaler is not None:
            pred = self.target_scaler.inverse_transform(pred)
        return pred.ravel()
