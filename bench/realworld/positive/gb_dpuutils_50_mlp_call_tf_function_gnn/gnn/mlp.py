"""Small MLP used for message and readout functions."""
from typing import List, Optional

import tensorflow as tf


class MLP(tf.keras.layers.Layer):
    def __init__(self, out_size: int, hidden_layers: List[int], use_biases: bool = False,
                 activation_fun=tf.nn.relu, dropout_rate: float = 0.0, name: str = "MLP"):
        super().__init__(name=name)
        self._out_size = out_size
        self._hidden_layers = hidden_layers
        self._use_biases = use_biases
        self._activation_fun = activation_fun
        self._dropout_rate = dropout_rate
        self._layers: List[tf.keras.layers.Dense] = []

    def build(self, input_shape):
        for i, size in enumerate(self._hidden_layers + [self._out_size]):
            self._layers.append(tf.keras.layers.Dense(
                size, use_bias=self._use_biases, name=f"{self.name}_dense_{i}"))
        super().build(input_shape)

    @tf.function
    def call(self, input: tf.Tensor, training: Optional[bool] = None) -> tf.Tensor:
        activations = input
        for layer in self._layers[:-1]:
            if training:
                activations = tf.nn.dropout(activations, rate=self._dropout_rate)
            activations = self._activation_fun(layer(activations))
        return self._layers[-1](activations)
