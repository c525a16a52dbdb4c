"""Name resolution through a module's imports."""

import libcst as cst
import pytest

from tflint_mem.analysis.imports import build_import_table, canonical


def resolve(source: str, expression: str):
    table = build_import_table(cst.parse_module(source))
    return table.resolve(cst.parse_expression(expression))


@pytest.mark.parametrize(
    ("source", "expression", "expected"),
    [
        ("import tensorflow as tf", "tf.function", "tensorflow.function"),
        ("import tensorflow as tensorflow_lib", "tensorflow_lib.function", "tensorflow.function"),
        ("import tensorflow", "tensorflow.data.Dataset", "tensorflow.data.Dataset"),
        ("from tensorflow import function", "function", "tensorflow.function"),
        ("from tensorflow import data as tfdata", "tfdata.Dataset.range", "tensorflow.data.Dataset.range"),
        ("import tensorflow as tf", "tf.compat.v2.function", "tensorflow.function"),
        ("import tensorflow.compat.v1 as tf", "tf.get_variable", "tensorflow.get_variable"),
        ("import tensorflow as tf", "tf.compat.v1.Variable", "tensorflow.Variable"),
        ("import tensorflow as tf", "tf.keras.Model", "keras.Model"),
        ("from tensorflow import keras", "keras.layers.Dense", "keras.layers.Dense"),
        ("from tensorflow.keras import layers as L", "L.Dense", "keras.layers.Dense"),
        ("import keras", "keras.Sequential", "keras.Sequential"),
        ("import tensorflow_datasets as tfds", "tfds.load", "tensorflow_datasets.load"),
        ("", "tf.function", "tensorflow.function"),
        ("", "keras.Model", "keras.Model"),
        ("import numpy as np", "np.zeros", "numpy.zeros"),
        ("from . import function", "function", ".function"),
    ],
)
def test_resolves(source, expression, expected):
    assert resolve(source, expression) == expected


@pytest.mark.parametrize(
    ("source", "expression"),
    [
        ("import mylib as tf", "tf.function"),
        ("tf = object()", "tf.function"),
        ("def f(tf):\n    return tf.function", "tf.function"),
        ("for tf in frameworks:\n    pass", "tf.function"),
        ("with open('x') as tf:\n    pass", "tf.function"),
        ("class tf:\n    pass", "tf.function"),
        ("", "function"),
        ("", "np.zeros"),
    ],
)
def test_unresolved_or_not_tensorflow(source, expression):
    result = resolve(source, expression)
    assert result is None or not result.startswith("tensorflow")


def test_import_inside_function_counts():
    assert resolve("def f():\n    import tensorflow as tf2\n", "tf2.function") == "tensorflow.function"


def test_tensorflow_meaning_wins_over_fallback_import():
    source = "try:\n    import tensorflow as tf\nexcept ImportError:\n    tf = None\n"
    assert resolve(source, "tf.function") == "tensorflow.function"


def test_star_import_binds_nothing():
    assert resolve("from tensorflow import *", "function") is None


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("tensorflow.compat.v1.layers.dense", "tensorflow.layers.dense"),
        ("tensorflow.python.keras.layers.Dense", "keras.layers.Dense"),
        ("tf_keras.Model", "keras.Model"),
        ("keras.src.models.Model", "keras.models.Model"),
        ("tensorflow.compat.v1", "tensorflow"),
    ],
)
def test_canonical(name, expected):
    assert canonical(name) == expected
