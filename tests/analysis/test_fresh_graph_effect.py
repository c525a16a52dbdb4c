"""The `starts a fresh default graph` effect: `tf.reset_default_graph()` and `tf.Graph()`, followed through calls."""

from __future__ import annotations

import ast
import textwrap

from tflint_mem.analysis.calls import FRESH_GRAPH, OPS
from tflint_mem.analysis.facts import ModuleFacts


def facts_of(code: str) -> ModuleFacts:
    text = textwrap.dedent(code)
    return ModuleFacts(ast.parse(text), text)


def test_reset_and_new_graph_start_a_fresh_graph():
    facts = facts_of(
        """
        import tensorflow as tf
        import tensorflow.compat.v1 as tf1
        from tensorflow.python.framework import ops
        import mylib
        tf.reset_default_graph()
        tf1.reset_default_graph()
        with tf.Graph().as_default():
            pass
        tf.get_default_graph()
        ops.Graph()
        mylib.Graph()
        """
    )
    calls = [call for call in facts.index.nodes(ast.Call) if isinstance(call, ast.Call)]
    effects = [facts.calls.effect_of(call) for call in calls]
    assert effects == [FRESH_GRAPH, FRESH_GRAPH, None, FRESH_GRAPH, None, FRESH_GRAPH, None]


def test_a_helper_that_resets_the_graph_has_the_effect_through_its_callers():
    facts = facts_of(
        """
        import tensorflow as tf
        def trial(lr):
            tf.reset_default_graph()
            return tf.reduce_sum(tf.random.normal([3])) * lr
        def search():
            return trial(0.1)
        """
    )
    trial, search = facts.index.nodes(ast.FunctionDef)
    assert {FRESH_GRAPH, OPS} <= facts.calls.effects(trial).keys()
    assert facts.calls.effects(search)[FRESH_GRAPH].path == ("search", "trial")
