import os

import numpy as np
import tensorflow as tf

from bdeservice.featurize import featurize

MODEL_DIR = os.environ.get("BDE_MODEL_DIR", "/opt/bde/model")

_model = tf.keras.models.load_model(MODEL_DIR, compile=False)


def _pad(features, width=64):
    out = np.zeros((len(features), width, features[0].shape[-1]), dtype="float32")
    for i, f in enumerate(features):
        out[i, : len(f)] = f[:width]
    return out


def predict(smiles_list):
    batch = _pad([featurize(s) for s in smiles_list])
    bde = _model.predict(batch, verbose=0)
    return [float(v) for v in bde[:, 0]]
