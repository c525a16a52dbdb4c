"""Symbolic Keras tensors and model builders."""

from __future__ import annotations

import pytest

from tests.analysis.snippets import facts_of, find, function

WIRING = """
import tensorflow as tf
from tensorflow.keras.layers import Input, Dense
encoder = tf.keras.Sequential([Dense(8)])
x = first = Input((16,))
inputs, outputs = [], []
for i in range(3):
    inputs.append(tf.keras.Input((4,)))
    x = encoder(x)
    outputs.append(encoder(inputs[-1]) + x)
for batch in dataset:
    y = encoder(batch)
    pred = model(y)
z = [tf.keras.layers.Input((2,)) for _ in range(2)]
merged = tf.concat(z, axis=-1)
"""


@pytest.mark.parametrize(
    ("text", "nth", "expected"),
    [
        ("Input((16,))", 0, True),
        ("x", 2, True),  # `x = encoder(x)` after `x = first = Input(...)`: the cycle adds nothing
        ("inputs[-1]", 0, True),  # a list an input was appended to
        ("encoder(inputs[-1]) + x", 0, True),
        ("tf.concat(z, axis=-1)", 0, True),  # a comprehension of inputs
        ("encoder(batch)", 0, False),  # a batch of a dataset is data
        ("model(y)", 0, False),
    ],
)
def test_inputs_and_what_is_applied_to_them_are_symbolic(text, nth, expected):
    facts = facts_of(WIRING)
    assert facts.symbolic.symbolic(find(facts, text, nth=nth)) is expected


BUILDERS = """
import tensorflow as tf
from tensorflow import keras
def build_generator():
    noise = keras.Input((100,))
    x = keras.layers.Dense(64)(noise)
    return keras.Model(noise, x)
def wire(self):
    inp = keras.Input((8,))
    self.model = keras.Model(inp, self.body(inp))
def train():
    inp = keras.Input((8,))
    model = keras.Model(inp, keras.layers.Dense(1)(inp))
    for x, y in ds:
        with tf.GradientTape() as tape:
            loss = model(x) - y
def load():
    return keras.models.load_model("m.h5")
"""


@pytest.mark.parametrize(
    ("name", "expected"),
    [("build_generator", True), ("wire", True), ("train", False), ("load", False)],
)
def test_a_model_builder_makes_inputs_and_a_model_and_trains_nothing(name, expected):
    facts = facts_of(BUILDERS)
    assert facts.symbolic.builds_model(function(facts, name)) is expected
