"""Minimal Keras "pyfunc" flavor: wraps a saved Keras model behind a pandas-in/pandas-out predict()."""
import os

import numpy as np
import pandas as pd
import tensorflow as tf


class _KerasModelWrapper:
    def __init__(self, keras_model, signature_columns=None):
        self.keras_model = keras_model
        self.signature_columns = signature_columns

    def _to_array(self, data):
        if isinstance(data, pd.DataFrame):
            if self.signature_columns:
                data = data[self.signature_columns]
            return data.to_numpy(dtype="float32")
        return np.asarray(data, dtype="float32")

    def predict(self, data):
        values = self._to_array(data)
        predicted = pd.DataFrame(self.keras_model.predict(values, verbose=0))
        predicted.index = data.index if isinstance(data, pd.DataFrame) else predicted.index
        return predicted


def load_pyfunc(model_uri):
    model_path = os.path.join(model_uri, "data", "model")
    keras_model = tf.keras.models.load_model(model_path, compile=False)
    columns_file = os.path.join(model_uri, "columns.txt")
    columns = None
    if os.path.exists(columns_file):
        with open(columns_file) as fh:
            columns = [c.strip() for c in fh if c.strip()]
    return _KerasModelWrapper(keras_model, columns)
