"""What becomes of an object made on every pass: kept in a collection, or discarded or rebound (lost)."""

from __future__ import annotations

import ast

import pytest

from tests.analysis.snippets import call, facts_of, function, statement


@pytest.mark.parametrize(
    "use",
    [
        "models.append(make())",
        "models.add(make())",
        "cache[i] = make()",
        "models.extend([make()])",
        "table.setdefault(i, make())",
        "yield make()",
        "return make()",
        "kept = [make() for _ in range(2)]",
        "models.append((i, make()))",
        "models.append(dict(m=1) or make())",
    ],
)
def test_a_value_kept_in_a_collection_is_collected(use):
    facts = facts_of(f"def f():\n    for i in range(3):\n        {use}\n")
    assert facts.fates.is_collected(call(facts, "make()"), statement(facts, ast.For))


@pytest.mark.parametrize(
    "use", ["m = make()", "make()", "self.m = make()", "print(make())", "m = wrap(make())", "make().fit(x)"]
)
def test_a_value_not_kept_is_not_collected(use):
    facts = facts_of(f"def f(self):\n    for i in range(3):\n        {use}\n")
    assert not facts.fates.is_collected(call(facts, "make()"), statement(facts, ast.For))


@pytest.mark.parametrize(
    "use, fate",
    [
        ("v = tf.Variable(x)", "rebound to `v` each time"),
        ("self.v = tf.Variable(x)", "rebound to `self.v` each time"),
        ("tf.Variable(x)", "discarded"),
        ("y = tf.add(tf.Variable(x), 1)", "discarded"),  # a TensorFlow op reads it once
        ("print(tf.Variable(x))", "discarded"),
        ("v, w = tf.Variable(x), 2", "held by `v`, `w`, which is rebound each time"),
        ("setattr(self, 'v', tf.Variable(x))", "rebound to `self.v` each time"),
    ],
)
def test_a_value_rebound_or_thrown_away_every_pass_is_lost(use, fate):
    facts = facts_of(f"import tensorflow as tf\ndef f(self, xs):\n    for x in xs:\n        {use}\n")
    assert facts.fates.lost(call(facts, "tf.Variable(x)"), statement(facts, ast.For)) == fate


@pytest.mark.parametrize(
    "use",
    [
        "variables.append(tf.Variable(x))",
        "table[x] = tf.Variable(x)",
        "yield tf.Variable(x)",
        "variables += [tf.Variable(x)]",
        "keep(tf.Variable(x))",  # an unknown callee may keep it
        "layer.kernel = tf.Variable(x)",  # a different `layer` each pass
        "v = tf.Variable(x)\n        variables.append(v)",
        "v = tf.Variable(x)\n        w = v\n        kept[x] = w",
        "setattr(self, name, tf.Variable(x))",
    ],
)
def test_a_value_kept_per_pass_is_not_lost(use):
    source = f"import tensorflow as tf\ndef f(self, xs, name):\n    for x in xs:\n        layer = x\n        {use}\n"
    facts = facts_of(source)
    assert facts.fates.lost(call(facts, "tf.Variable(x)"), statement(facts, ast.For)) is None


def test_in_a_function_its_own_locals_are_new_on_every_call():
    facts = facts_of("import tensorflow as tf\ndef step(x):\n    v = tf.Variable(x)\n    return v * 2\n")
    step = function(facts, "step")
    assert facts.fates.varying(step) >= {"x", "v"}
    assert facts.fates.lost(call(facts, "tf.Variable(x)"), step) is None  # returned (as `v * 2`): may be kept


def test_uses_of_a_made_function_say_whether_it_is_called_kept_or_passed():
    facts = facts_of(
        """
        import tensorflow as tf
        def outer(x, models):
            g = tf.function(f)
            g(x)
            for m in models:
                g(m)
            strategy.run(g, args=(x,))
            models.append(g)
            register(g)
            def inner():
                return g
            return inner
        """
    )
    outer = function(facts, "outer")
    definition = call(facts, "tf.function(f)")
    uses = facts.fates.uses(outer, "g", definition)
    assert sorted((use.kind, use.in_loop, tuple(sorted(use.inputs))) for use in uses) == [
        ("called", False, ("x",)),  # g(x)
        ("called", False, ("x",)),  # strategy.run(g, args=(x,)) calls it
        ("called", True, ("m",)),  # in the loop
        ("kept", False, ()),  # models.append(g)
        ("kept", False, ()),  # captured by `inner`, which is returned
        ("passed", False, ()),  # register(g): unknown
    ]


def test_a_nested_function_only_called_in_the_call_does_not_keep_what_it_mentions():
    facts = facts_of(
        """
        import tensorflow as tf
        def timings(y0):
            @tf.function
            def ydot(y):
                return -y
            @tf.function
            def loss(y):
                return integrate(ydot, y)
            return loss(y0)
        """
    )
    ydot = next(n for n in facts.index.nodes(ast.FunctionDef) if getattr(n, "name", "") == "ydot")
    uses = facts.fates.uses(function(facts, "timings"), "ydot", ydot)
    assert [use.kind for use in uses] == ["passed"]


@pytest.mark.parametrize(
    "store, kept",
    [
        ("self.__setattr__(head, block)", True),  # calmisential/CenterNet_TensorFlow2: one head block per name
        ("setattr(self, head, block)", True),
        ("setattr(self, 'block', block)", False),  # one attribute, overwritten each pass
        ("print(block)", False),
    ],
)
def test_a_value_set_as_an_attribute_named_per_pass_is_kept(store, kept):
    facts = facts_of(f"def f(self, heads):\n    for head in heads:\n        block = make()\n        {store}\n")
    assert facts.fates.keeps_result(call(facts, "make()"), statement(facts, ast.For)) is kept


@pytest.mark.parametrize(
    ("hand_on", "kind"), [("tf.map_fn(lambda r: g(r), xs)", "passed"), ("keep(lambda r: g(r))", "kept")]
)
def test_a_lambda_tensorflow_control_flow_runs_during_the_call_does_not_keep_what_it_mentions(hand_on, kind):
    facts = facts_of(f"import tensorflow as tf\ndef f(xs):\n    g = make()\n    return {hand_on}\n")
    definition = statement(facts, ast.Assign)
    assert [use.kind for use in facts.fates.uses(function(facts, "f"), "g", definition)] == [kind]
