"""TensorFlow's API as data: which calls create ops, variables or stateful objects, and star-import names."""

from __future__ import annotations

import pytest

from tflint_mem.analysis.imports import canonical
from tflint_mem.analysis.tf_api import tf_api


def test_the_table_is_read_once():
    assert tf_api() is tf_api()
    assert tf_api().tensorflow_version.count(".") >= 1


@pytest.mark.parametrize(
    ("name", "table"),
    [
        ("tensorflow.add", "creates_ops"),
        ("tensorflow.constant", "creates_ops"),
        ("tensorflow.Variable", "creates_variables"),
        ("tensorflow.get_variable", "creates_variables"),
        ("keras.layers.Dense", "stateful_classes"),
        ("keras.Model", "stateful_classes"),
        ("tensorflow.Module", "stateful_classes"),
        ("tensorflow.get_variable", "stateful_factories"),
        ("keras.layers.Flatten", "stateless_layers"),
        ("keras.layers.Concatenate", "stateless_layers"),
    ],
)
def test_known_entries(name, table):
    assert name in getattr(tf_api(), table)


@pytest.mark.parametrize(
    ("name", "table"),
    [
        ("tensorflow.add", "creates_variables"),
        ("tensorflow.keras.layers.Dense", "stateful_classes"),  # tables hold canonical names only
        ("numpy.zeros", "creates_ops"),
        ("keras.layers.Dense", "stateless_layers"),
        ("keras.layers.Dropout", "stateless_layers"),  # a Keras 3 seed generator variable
        ("keras.Sequential", "stateless_layers"),
    ],
)
def test_absent_entries(name, table):
    assert name not in getattr(tf_api(), table)


def test_methods_that_create_ops_by_class():
    api = tf_api()
    assert api.method_creates_ops("tensorflow.CriticalSection", "execute")
    assert not api.method_creates_ops("tensorflow.CriticalSection", "missing")
    assert not api.method_creates_ops("mylib.Class", "execute")


def test_public_names_of_star_importable_modules():
    names = tf_api().public_names
    assert "Dense" in names["keras.layers"]
    assert "GradientTape" in names["tensorflow"]
    assert all(canonical(module) == module for module in names)


@pytest.mark.xfail(
    strict=True,
    reason="the generated table keeps a few `tensorflow.python.keras...` names (rnn_cell_wrapper_v2 and "
    "legacy_learning_rate_decay), which no resolved name can ever equal",
)
def test_every_name_is_canonical_as_imports_resolve_it():
    api = tf_api()
    tables = (api.creates_ops, api.creates_variables, api.stateful_classes, api.stateful_factories, api.op_methods)
    assert [name for table in tables for name in table if canonical(name) != name] == []


def test_keras_2_backend_functions_keras_3_dropped_are_keras_backend_names():
    # `K.placeholder` in keras-yolo3's per-frame `detect_image` (qqwweee/keras-yolo3#340); Keras 3's
    # `keras.backend` has none of these, TF 2.x's `tf.keras` (and `tf_keras`) has them all.
    api = tf_api()
    for name in ("placeholder", "variable", "gradients", "sum", "square", "ctc_decode", "function"):
        assert f"keras.backend.{name}" in api.creates_ops, name
        assert name in api.public_names["keras.backend"], name
    assert {"int_shape", "ndim", "set_learning_phase"} <= api.public_names["keras.backend"]
    assert "keras.backend.int_shape" not in api.creates_ops  # a static shape, no op
    assert "keras.backend.clear_session" not in api.creates_ops  # Keras 3's own, kept as it was


def test_keras_2_learning_phase_returns_the_graph_s_one_placeholder():
    # `feed_dict={K.learning_phase(): 0}` in every step of allanzelener/YAD2K's retrain_yolo.py adds nothing.
    assert "keras.backend.learning_phase" in tf_api().creates_ops
    assert not tf_api().builds_ops("keras.backend.learning_phase")
