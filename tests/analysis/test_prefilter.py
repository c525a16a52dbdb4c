"""The cheap first look at a file: what it may mention, over-approximating what the rules see."""

from __future__ import annotations

import sys
import textwrap
import warnings

import pytest

from tflint_mem.analysis.prefilter import PARSE_RECURSION_LIMIT, FileFacts, parse_python


def screen(code: str) -> FileFacts:
    return FileFacts(textwrap.dedent(code))


def test_a_file_that_does_not_parse_has_no_tree_and_keeps_the_error():
    facts = screen("def f(:\n")
    assert facts.tree is None
    assert isinstance(facts.error, SyntaxError)
    with pytest.raises(ValueError):
        facts.keywords  # noqa: B018


def test_a_file_nested_too_deep_has_no_tree():
    facts = FileFacts("x = " + "(" * 5000 + ")" * 5000 + "\n")
    assert facts.tree is None
    assert isinstance(facts.error, (RecursionError, MemoryError, SyntaxError))


def test_parse_python_is_quiet_and_restores_the_recursion_limit():
    before = sys.getrecursionlimit()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        tree = parse_python('x = "\\d"\n')  # an invalid escape: Python warns
    assert tree.body and sys.getrecursionlimit() == before
    assert PARSE_RECURSION_LIMIT <= 1000


def test_keywords_and_their_integer_values():
    facts = screen(
        """
        ds.map(f, num_parallel_calls=8)
        ds.map(g, num_parallel_calls=-1)
        ds.map(h, num_parallel_calls=tf.data.AUTOTUNE, deterministic=False)
        f(**options)
        """
    )
    assert set(facts.keywords) == {"num_parallel_calls", "deterministic"}
    assert sorted(facts.keyword_integers("num_parallel_calls"), key=str) == [-1, 8, None]
    assert facts.keyword_integers("missing") == []


def test_attributes_used_anywhere():
    facts = screen("ds = ds.shuffle(10).cache()\nx = a.b.c\n")
    assert facts.attributes == {"shuffle", "cache", "b", "c"}


def test_qualified_names_through_imports_and_implicit_names():
    facts = screen(
        """
        import tensorflow as tf
        from tensorflow.keras import layers as L
        import numpy
        x = tf.compat.v1.Session()
        y = L.Dense(3)
        z = keras.Sequential()
        w = numpy.zeros(1)
        """
    )
    names = facts.qualified_names
    assert {"tensorflow.Session", "keras.layers.Dense", "keras.Sequential", "numpy.zeros"} <= names
    assert "tensorflow.compat.v1.Session" not in names


def test_names_resolve_through_every_import_of_a_name_at_once():
    facts = screen(
        """
        def a():
            import tensorflow as backend
        def b():
            import torch as backend
        backend.zeros(1)
        """
    )
    assert facts.references("tensorflow.zeros") and facts.references("torch.zeros")


def test_implicit_names_count_even_when_bound_otherwise():
    facts = screen("tf = load()\ntf.function(f)\n")
    assert facts.references("tensorflow.function")
    assert facts.uses_tensorflow


def test_star_imports_bind_the_public_names_of_tensorflow_modules():
    facts = screen("from tensorflow.keras.layers import *\nDense(3)\n")
    assert facts.references("keras.layers.Dense")


def test_references_match_exact_names_or_prefixes_ending_with_a_dot():
    facts = screen("import tensorflow as tf\ntf.data.Dataset.range(3)\n")
    assert facts.references("tensorflow.data.Dataset.range")
    assert facts.references("tensorflow.data.")
    assert not facts.references("tensorflow.dat")  # without a trailing dot, an exact name
    assert not facts.references("tensorflow.keras.")


def test_calls_in_loops_of_the_same_function():
    facts = screen(
        """
        import tensorflow as tf
        for i in range(3):
            tf.Variable(1.0)
            def inner():
                tf.constant(1)
        ys = [tf.zeros(1) for _ in range(3)]
        while running:
            lam = lambda: tf.ones(1)
        tf.fill([1], 0)
        """
    )
    assert facts.calls_in_loop("tensorflow.Variable")
    assert facts.calls_in_loop("tensorflow.zeros")
    assert not facts.calls_in_loop("tensorflow.constant")  # in a nested def
    assert not facts.calls_in_loop("tensorflow.ones")  # in a lambda
    assert not facts.calls_in_loop("tensorflow.fill")
    assert facts.calls_in_loop("tensorflow.")


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("import tensorflow\n", True),
        ("from keras import layers\n", True),
        ("import tensorflow_datasets as tfds\n", True),
        ("x = tf.constant(1)\n", True),
        ("K.clear_session()\n", True),
        ("x = np.zeros(1)\n", False),
        ("import torch\n", False),
    ],
)
def test_uses_tensorflow(code, expected):
    assert screen(code).uses_tensorflow is expected


def test_imported_names_list_every_import_as_the_project_index_resolves_them():
    found = screen("import a.b\nfrom .c import d, e as f\nfrom .. import g\nfrom h import *\ndef k():\n    import m\n")
    assert sorted(found.imported_names) == sorted(["a.b", ".c", ".c.d", ".c.e", "..", "..g", "h", "m"])


def test_a_star_import_of_tensorflow_uses_tensorflow_whatever_it_binds():
    assert screen("from tensorflow.keras.unknown_module import *\n").uses_tensorflow


def test_calls_in_loops_methods_and_called_names():
    found = screen("for x in d:\n    xs.append(f(x))\n    Net().fit(x)\nbuild_model()\n")
    assert found.has_loop_calls and found.loop_calls_method("append", "other") and not found.loop_calls_method("x")
    assert {"append", "f", "fit", "Net", "build_model"} <= found.called_names
    assert not screen("f(x)\n").has_loop_calls


def test_may_repeat_sees_loops_hooks_handlers_and_callers_in_other_modules():
    assert screen("for x in d:\n    f()\n").may_repeat
    assert screen("class C:\n    def on_epoch_end(self, e, logs=None):\n        pass\n").may_repeat
    assert screen("@app.post('/p')\ndef serve():\n    pass\n").may_repeat
    assert screen("def do_GET(self):\n    pass\n").may_repeat
    assert not screen("def f():\n    g()\nf()\n").may_repeat
    assert screen("def lambda_handler(event, context):\n    g()\n").may_repeat
    assert screen("import gradio as gr\ndef f(x):\n    g()\ngr.Interface(fn=f)\n").may_repeat
    assert screen("from dash import callback\n@callback(o, i)\ndef f(x):\n    g()\n").may_repeat
    assert screen("@socketio.on('frame')\ndef f(x):\n    g()\n").may_repeat
    assert not screen("import gradio as gr\ndef f(x):\n    g()\nf(1)\n").may_repeat
    sequence = "from keras.utils import Sequence\nclass B(Sequence):\n    def __getitem__(self, i):\n        g()\n"
    assert screen(sequence).may_repeat
    assert FileFacts("def f():\n    g()\n", None, lambda: True).may_repeat
    assert screen("def call(self, x):\n    pass\n").defines("call", "build")
