"""Keras "pyfunc" flavor that calls the model directly instead of Model.predict."""
import os

import numpy as np
import pandas as pd
import tensorflow as tf


class _KerasModelWrapper:
    def __init__(self, keras_model, signature_columns=None, batch_size=1024):
        self.keras_model = keras_model
        self.signature_columns = signature_columns
        self.batch_size = batch_size

    def _to_array(self, data):
        if isinstance(data, pd.DataFrame):
            if self.signature_columns:
                data = data[self.signature_columns]
            return data.to_numpy(dtype="float32")
        return np.asarray(data, dtype="float32")

    def predict(self, data):
        values = self._to_array(data)
        chunks = [self.keras_model(tf.constant(values[i:i + self.batch_size]), training=False).numpy()
                  for i in range(0, len(values), self.batch_size)]
        predicted = pd.DataFrame(np.concatenate(chunks, axis=0))
        if isinstance(data, pd.DataFrame):
            predicted.index = data.index
        return predicted


def load_pyfunc(model_uri):
    keras_model = tf.keras.models.load_model(os.path.join(model_uri, "data", "model"), compile=False)
    return _KerasModelWrapper(keras_model)
