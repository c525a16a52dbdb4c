"""The facts of one file: computed once and shared, whether it uses TensorFlow or TF1 graphs, and its sessions."""

from __future__ import annotations

import ast

import pytest

from tests.analysis.snippets import facts_of, find


def test_each_fact_is_computed_once_and_shared():
    facts = facts_of("import tensorflow as tf\n")
    assert facts.imports is facts.imports
    assert facts.bindings is facts.bindings
    assert facts.kinds is facts.kinds
    assert facts.calls is facts.calls
    assert facts.repetition is facts.repetition
    assert facts.tf_functions is facts.tf_functions
    assert facts.sessions is facts.sessions
    assert facts.project is None


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("import tensorflow as tf\n", True),
        ("from keras import layers\n", True),
        ("import tensorflow_datasets\n", True),
        ("from tensorflow.keras.layers import *\n", True),
        ("x = tf.constant(1)\n", True),
        ("model = keras.Sequential()\n", True),
        ("K.clear_session()\n", True),
        ("import numpy as np\nx = np.zeros(3)\n", False),
        ("x = np.zeros(3)\n", False),  # NumPy is implicit, but not TensorFlow
        ("tf = load()\ntf.constant(1)\n", False),
        ("import torch as tf\ntf.zeros(1)\n", False),
        ("print('tf.constant')\n", False),
    ],
)
def test_uses_tensorflow(code, expected):
    assert facts_of(code).uses_tensorflow is expected


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("import tensorflow as tf\nsess = tf.compat.v1.Session()\n", True),
        ("import tensorflow as tf\nx = tf.compat.v1.placeholder(tf.float32)\n", True),
        ("import tensorflow as tf\ntf.compat.v1.disable_eager_execution()\n", True),
        ("import tensorflow.compat.v1 as tf\ntf.disable_v2_behavior()\n", True),
        ("import tensorflow as tf\nwith tf.variable_scope('a'):\n    pass\n", True),
        ("x = tf.get_variable('w', [3])\n", True),
        ("import tensorflow as tf\nx = tf.constant(1)\n", False),
        ("import torch\ns = torch.Session()\n", False),
        ("placeholder = 1\nsess = Session()\n", False),
    ],
)
def test_graph_mode(code, expected):
    assert facts_of(code).graph_mode is expected


def test_calls_in_a_scope_are_its_own_calls_in_source_order():
    facts = facts_of("a()\ndef f():\n    b()\n    c(d())\nclass C:\n    e()\n")
    assert [facts.index.segment(c) for c in facts.calls_in(facts.index.tree)] == ["a()"]
    function = facts.index.nodes(ast.FunctionDef)[0]
    assert [facts.index.segment(c) for c in facts.calls_in(function)] == ["b()", "c(d())", "d()"]
    assert facts.calls_in(find(facts, "a()")) == []


# --- sessions ----------------------------------------------------------------------------------------


def test_a_value_made_by_a_session_factory_is_a_session():
    facts = facts_of(
        """
        import tensorflow as tf
        sess = tf.compat.v1.Session()
        with tf.compat.v1.Session() as s:
            pass
        runner = tf.compat.v1.keras.backend.get_session()
        sess, s, runner, tf.compat.v1.Session().run
        """
    )
    for text in ("sess", "s", "runner"):
        assert facts.sessions.is_session(find(facts, text, ast.Name, 1)), text


def test_in_a_file_that_uses_sessions_a_name_like_a_session_is_one():
    facts = facts_of(
        """
        import tensorflow as tf
        def run(my_sess, self, assessment, model):
            my_sess.run(op)
            self.session.run(op)
            assessment.run(op)
            model.run(op)
        graph = tf.Graph()
        s = tf.compat.v1.Session(graph=graph)
        """
    )
    sessions = facts.sessions
    assert sessions.file_uses_sessions
    assert sessions.is_session(find(facts, "my_sess", ast.Name))
    assert sessions.is_session(find(facts, "self.session", ast.Attribute))
    assert not sessions.is_session(find(facts, "assessment", ast.Name))
    assert not sessions.is_session(find(facts, "model", ast.Name))


def test_a_file_without_sessions_has_no_sessions_by_name():
    facts = facts_of("def run(sess):\n    sess.run(op)\n")
    assert not facts.sessions.file_uses_sessions
    assert not facts.sessions.is_session(find(facts, "sess", ast.Name))


def test_an_imported_name_like_a_session_is_not_one():
    facts = facts_of("import requests\nfrom requests import session\ns = tf.Session()\nsession.get(u)\n")
    assert not facts.sessions.is_session(find(facts, "session", ast.Name))


def test_another_librarys_session_is_not_a_tensorflow_session():
    facts = facts_of(
        """
        import onnxruntime as ort
        sess = ort.InferenceSession(path)
        sess.run(None, feeds)
        """
    )
    assert facts.sessions.file_uses_sessions
    assert not facts.sessions.is_session(find(facts, "sess", ast.Name, 1))


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("import tensorflow as tf\nseen = tf.assign_add(seen, 1.0)\n", True),
        ("import tensorflow as tf\nx = tf.to_float(y)\n", True),
        ("from keras import backend as K\nif K.backend() == 'theano':\n    pass\n", True),
        ("import tensorflow as tf\nsess = tf.Session()\n", True),
        ("import tensorflow as tf\nx = tf.compat.v1.to_float(y)\nv.assign_add(1)\n", False),
        ("import tensorflow as tf\nx = tf.cast(y, tf.float32)\n", False),
        ("import numpy as np\nx = np.log(y)\n", False),
    ],
)
def test_tf1_era(code, expected):
    assert facts_of(code).tf1_era is expected


@pytest.mark.parametrize(
    ("code", "expected"), [("import keras_unet\n", True), ("import bert4keras\n", True), ("import kerasx\n", False)]
)
def test_a_package_named_as_a_keras_extension_uses_tensorflow(code, expected):
    from tflint_mem.analysis.prefilter import FileFacts

    assert FileFacts(code).uses_tensorflow is expected
