"""TF1 graphs: which code starts each pass on a fresh graph, and which `get_variable` calls look variables up."""

from __future__ import annotations

import ast

import pytest

from tests.analysis.snippets import call, facts_of, statement


@pytest.mark.parametrize(
    "reset",
    [
        "tf.reset_default_graph()",
        "tf.compat.v1.reset_default_graph()",
        "tf.keras.backend.clear_session()",
        "K.clear_session()",
        "g = tf.Graph()",
        "fresh()",  # a function of the module that resets
    ],
)
def test_a_loop_that_resets_the_graph_starts_each_pass_fresh(reset):
    facts = facts_of(
        f"""
        import tensorflow as tf
        from keras import backend as K
        def fresh():
            tf.compat.v1.reset_default_graph()
        for trial in range(10):
            {reset}
            v = tf.compat.v1.get_variable("v", [1])
        """
    )
    assert facts.sessions.resets_graph(statement(facts, ast.For))


def test_a_loop_that_only_runs_the_graph_does_not_reset_it():
    facts = facts_of(
        """
        import tensorflow as tf
        for step in range(10):
            sess.run(tf.assign(v, step))
        """
    )
    assert not facts.sessions.resets_graph(statement(facts, ast.For))


def test_a_with_graph_as_default_block_is_a_fresh_graph_between_the_loop_and_the_call():
    facts = facts_of(
        """
        import tensorflow as tf
        for trial in range(10):
            with tf.Graph().as_default():
                v = tf.Variable(1.0)
            w = tf.Variable(2.0)
        """
    )
    loop = statement(facts, ast.For)
    assert facts.sessions.in_fresh_graph(call(facts, "tf.Variable(1.0)"), loop)
    assert not facts.sessions.in_fresh_graph(call(facts, "tf.Variable(2.0)"), loop)


def test_a_graph_named_in_the_same_run_is_new_and_one_made_once_is_not():
    facts = facts_of(
        """
        import tensorflow as tf
        shared = tf.Graph()
        def per_call(x):
            g = tf.Graph()
            with g.as_default():
                a = tf.constant(x)
            with shared.as_default():
                b = tf.constant(x)
        def per_pass(items):
            h = tf.Graph()
            for x in items:
                with h.as_default():
                    c = tf.constant(x)
        """
    )
    sessions = facts.sessions
    assert sessions.in_new_graph(call(facts, "tf.constant(x)"))  # `a`: a graph per call of `per_call`
    constants = [n for n in facts.index.nodes(ast.Call) if facts.index.segment(n) == "tf.constant(x)"]
    assert not sessions.in_new_graph(constants[1])  # `b`: the module's graph
    assert sessions.in_new_graph(constants[2])  # `c`: new per call of `per_pass` ...
    assert not sessions.in_new_graph(constants[2], statement(facts, ast.For))  # ... but one for every pass


@pytest.mark.parametrize(
    "code, reuses",
    [
        ("v = tf.get_variable('v', [1], reuse=True)", True),
        ("with tf.variable_scope('s', reuse=tf.AUTO_REUSE):\n        v = tf.get_variable('v', [1])", True),
        ("tf.get_variable_scope().reuse_variables()\n    v = tf.get_variable('v', [1])", True),
        ("v = tf.get_variable('v', [1])", False),
    ],
)
def test_get_variable_under_reuse_looks_the_variable_up(code, reuses):
    facts = facts_of(f"import tensorflow as tf\ndef build():\n    {code}\n")
    [get_variable] = [
        node
        for node in ast.walk(facts.index.tree)
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "get_variable"
    ]
    assert facts.sessions.reuses_variables(get_variable) is reuses


def test_root_scope_reuse_at_module_level_covers_later_calls():
    """jonbruner's GAN notebook: `tf.get_variable_scope().reuse_variables()` in a cell sets the root scope to
    reuse, so the generator's `get_variable` calls look their variables up when training calls it again."""
    code = "import tensorflow as tf\ndef generator(z):\n    return tf.get_variable('g_w1', [1])\n"
    facts = facts_of(code + "tf.get_variable_scope().reuse_variables()\n")
    [get_variable] = [
        n for n in ast.walk(facts.index.tree) if getattr(getattr(n, "func", None), "attr", "") == "get_variable"
    ]
    assert facts.sessions.reuses_variables(get_variable)
    facts = facts_of(code)
    [get_variable] = [
        n for n in ast.walk(facts.index.tree) if getattr(getattr(n, "func", None), "attr", "") == "get_variable"
    ]
    assert not facts.sessions.reuses_variables(get_variable)
