"""Regret regressor used by regression CFR."""
import numpy as np
import tensorflow as tf


@tf.function
def feedforward_evaluate(layers, x, use_skip_connections=False, hidden_are_trainable=True):
    y = x
    for layer in layers[:-1]:
        z = layer(y)
        y = y + z if use_skip_connections and z.shape == y.shape else z
    if not hidden_are_trainable:
        y = tf.stop_gradient(y)
    return layers[-1](y)


class RegretModel:
    def __init__(self, num_features, hidden_units=(13, 13), skip=True):
        self.num_features = num_features
        self.skip = skip
        self.layers = [tf.keras.layers.Dense(u, activation="relu") for u in hidden_units]
        self.layers.append(tf.keras.layers.Dense(1))

    def evaluate_infostates(self, infostate_features):
        """Predicted regrets, one array per information state."""
        predictions = []
        for features in infostate_features:
            x = np.zeros((len(features), self.num_features), dtype=np.float32)
            for row, f in enumerate(features):
                x[row, :] = f
            y = feedforward_evaluate(
                self.layers, x, use_skip_connections=self.skip)
            predictions.append(np.squeeze(y.numpy(), axis=-1))
        return predictions
